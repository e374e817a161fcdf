import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-sniff.ts';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('sniffImageType', () => {
  it.each([
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['webp', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['html named .png', bytes('<html><script>'), null],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['gif', bytes('GIF89a'), null],
    ['riff that is not webp', bytes('RIFF', 0, 0, 0, 0, 'WAVE'), null],
    ['empty', bytes(), null],
  ])('%s', (_name, data, type) => expect(sniffImageType(data)).toBe(type));
});
