// Uploads are judged by their first bytes, not by their name or the Content-Type the client sent:
// only PNG, JPEG and WebP images are accepted, and they are served with the type found here.
export type ImageMimeType = 'image/png' | 'image/jpeg' | 'image/webp';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

function startsWith(data: Uint8Array, bytes: number[], offset = 0): boolean {
  return bytes.every((byte, i) => data[offset + i] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

export function sniffImageType(data: Uint8Array): ImageMimeType | null {
  if (data.length >= 8 && startsWith(data, PNG)) return 'image/png';
  if (data.length >= 3 && startsWith(data, JPEG)) return 'image/jpeg';
  if (data.length >= 12 && startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8))
    return 'image/webp';
  return null;
}
