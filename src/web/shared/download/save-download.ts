// A file the server sends as an attachment, saved under the name its Content-Disposition gives
// (parsed by the same `content-disposition` package that wrote it on the server).
import { parse } from 'content-disposition';

/** The header's file name (`filename*` decoded when present), or `fallback`. */
export function fileNameFrom(header: string | null, fallback: string): string {
  if (!header) return fallback;
  try {
    return parse(header).parameters.filename || fallback;
  } catch {
    return fallback;
  }
}

/** Hands the blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
