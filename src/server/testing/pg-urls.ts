/** The same server, another database. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** TEST_DATABASE_URL itself is the maintenance connection used to create per-file databases. */
export function adminUrl(url: string): string {
  return url;
}
