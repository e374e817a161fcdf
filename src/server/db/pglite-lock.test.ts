import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockPgliteDir } from './pglite-lock.ts';

describe('one process per PGlite data directory', () => {
  const dir = () => join(mkdtempSync(join(tmpdir(), 'catraca-lock-')), 'pglite');

  it('refuses a directory another live process holds', () => {
    const dataDir = dir();
    writeFileSync(`${dataDir}.pid`, String(process.ppid)); // the test runner: alive
    expect(() => lockPgliteDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => lockPgliteDir(dataDir)).toThrow(/em uso pelo processo/);
  });

  it('takes over a directory whose recorded process is dead, and gives it back', () => {
    const dataDir = dir();
    writeFileSync(`${dataDir}.pid`, '999999999');
    const unlock = lockPgliteDir(dataDir);
    unlock();
    expect(() => lockPgliteDir(dataDir)()).not.toThrow();
  });
});
