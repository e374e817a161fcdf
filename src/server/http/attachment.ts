// Content-Disposition, written by the maintained `content-disposition` package (issue 18, item 4):
// an ASCII `filename` fallback for old clients and the RFC 8187 `filename*` with the real name.
import { create } from 'content-disposition';

/** `attachment; filename="Relatorio.xlsx"`, plus `filename*=UTF-8''…` when the name is not ASCII. */
export function attachment(fileName: string): string {
  // The fallback keeps the letters of an accented name ("Inscrição" → "Inscricao"), not "?".
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '');
  return create(fileName, { fallback: ascii === fileName ? true : ascii });
}

/** `inline`: shown in the browser, never saved under a name of ours. */
export function inline(): string {
  return create(undefined, { type: 'inline' });
}
