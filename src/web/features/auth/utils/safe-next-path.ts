const PLACEHOLDER_ORIGIN = 'https://catraca.invalid';

/**
 * The `?next=` target after login, only when it stays on this site: `//evil.example`,
 * `/\evil.example` or `https://…` would turn the login page into an open redirect.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(next, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  if (url.pathname === '/admin/login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login URL that brings the organiser back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/admin/login?next=${encodeURIComponent(path)}`;
}
