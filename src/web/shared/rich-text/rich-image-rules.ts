import { RICH_IMAGE_MAX_BYTES } from '../../../domain/event-form/event-form-contract.ts';

export const RICH_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';
const EXTENSIONS = /\.(png|jpe?g|webp)$/i;
const TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** The spec's messages for a picked rich-text image (the server checks the bytes again). */
export function checkRichImage(file: { name: string; type: string; size: number }): string | null {
  if (!EXTENSIONS.test(file.name) || (file.type !== '' && !TYPES.has(file.type))) {
    return 'Formato não suportado. Use PNG, JPG, JPEG ou WEBP.';
  }
  if (file.size > RICH_IMAGE_MAX_BYTES) return 'Arquivo muito grande. Tamanho máximo: 5MB.';
  return null;
}
