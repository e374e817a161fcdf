// The server renders the session's token into <meta name="csrf-token"> and returns a fresh
// one from login/session calls; the in-memory copy wins once set, so a login that rotates
// the token does not need a page reload.
let currentToken: string | null = null;

function readMetaToken(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

export function getCsrfToken(): string {
  if (currentToken === null || currentToken === '') currentToken = readMetaToken();
  return currentToken;
}

export function setCsrfToken(token: string): void {
  currentToken = token;
}
