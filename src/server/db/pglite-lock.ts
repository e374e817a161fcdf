// PGlite is PostgreSQL inside one process: two processes opening one data directory corrupt it.
// Whoever opens it (the server, a CLI command, a backup) leaves its pid beside it and refuses to
// open a directory whose recorded process is still alive.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirInUseError extends Error {}

/** Takes the directory for this process; the returned function gives it back. */
export function lockPgliteDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.pid`;
  let holder: number | null = null;
  try {
    holder = Number(readFileSync(lockFile, 'utf8').trim()) || null;
  } catch {
    holder = null;
  }
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new DataDirInUseError(
      `O banco embutido em ${dataDir} está em uso pelo processo ${holder}. Pare o servidor antes (o PGlite admite um processo só).`,
    );
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}
