/**
 * The token of a reset link (`/admin/redefinir-senha#token=…`). It travels in the fragment, which
 * browsers never send to a server, so it stays out of access logs and Referer headers.
 */
export function readResetToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}
