import { describe, expect, it } from 'vitest';
import { checkRichImage } from './rich-image-rules.ts';

describe('checkRichImage', () => {
  it.each([
    [{ name: 'a.png', type: 'image/png', size: 10 }, null],
    [{ name: 'a.JPEG', type: 'image/jpeg', size: 10 }, null],
    [{ name: 'a.webp', type: '', size: 10 }, null],
    [{ name: 'a.gif', type: 'image/gif', size: 10 }, 'Formato não suportado. Use PNG, JPG, JPEG ou WEBP.'],
    [
      { name: 'a.png', type: 'image/svg+xml', size: 10 },
      'Formato não suportado. Use PNG, JPG, JPEG ou WEBP.',
    ],
    [
      { name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 },
      'Arquivo muito grande. Tamanho máximo: 5MB.',
    ],
  ])('%j → %s', (file, message) => expect(checkRichImage(file)).toBe(message));
});
