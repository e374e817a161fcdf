// `catraca backup FILE` / `catraca restore FILE` (docs/decisions/0334-backups.md). On PostgreSQL:
// pg_dump's custom format (a consistent snapshot of the live database, taken while nodes keep
// selling) and pg_restore in one transaction. On the embedded PGlite: its data directory as a
// gzipped tarball, dumped by PGlite itself, with the server stopped (one process per directory).
// Uploads are in the database by default (ADR 0333), so they are in the backup; an S3 bucket is
// backed up by the store's own versioning or replication.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { ConfigError } from '../config.ts';
import { PGLITE_EXTENSIONS } from '../db/pglite-client.ts';
import { lockPgliteDir } from '../db/pglite-lock.ts';
import { runTool, toolMajorVersion } from './pg-tools.ts';

export type BackupFormat = 'postgres' | 'pglite';

type BackupConfig = Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR'>;

function pgliteDir(config: BackupConfig): string {
  return `${config.DATA_DIR}/pglite`;
}

/** What a file holds, by its first bytes: pg_dump's custom format starts with PGDMP, PGlite's dump is gzip. */
export function backupFormatOf(file: string): BackupFormat | null {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return null;
}

async function serverMajorVersion(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0]?.v) / 10_000);
  } finally {
    await client.end();
  }
}

/** pg_dump and pg_restore read and write servers up to their own major version, not newer. */
async function checkClientTool(tool: 'pg_dump' | 'pg_restore', databaseUrl: string): Promise<void> {
  const client = await toolMajorVersion(tool);
  if (client === null) {
    throw new ConfigError(
      `${tool} não encontrado: instale o cliente do PostgreSQL (Debian: postgresql-client).`,
    );
  }
  const server = await serverMajorVersion(databaseUrl);
  if (client < server) {
    throw new ConfigError(
      `${tool} ${client} é mais antigo que o servidor PostgreSQL ${server}: instale o cliente ${server} ou mais novo (Debian: postgresql-client-${server}).`,
    );
  }
}

async function hasCatracaTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: boolean }>(
      "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found",
    );
    return rows[0]?.found === true;
  } finally {
    await client.end();
  }
}

export async function backupDatabase(config: BackupConfig, file: string): Promise<BackupFormat> {
  if (config.DATABASE_URL) {
    await checkClientTool('pg_dump', config.DATABASE_URL);
    await runTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`],
      config.DATABASE_URL,
    );
    return 'postgres';
  }
  const dir = pgliteDir(config);
  if (!existsSync(dir)) throw new ConfigError(`Não há banco embutido em ${dir}.`);
  const unlock = lockPgliteDir(dir);
  try {
    const db = new PGlite({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
    await db.waitReady;
    try {
      const dump = await db.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  } finally {
    unlock();
  }
  return 'pglite';
}

export interface RestoreOptions {
  /** Replace a database that already holds Catraca's tables. */
  replace?: boolean;
}

export async function restoreDatabase(
  config: BackupConfig,
  file: string,
  options: RestoreOptions = {},
): Promise<BackupFormat> {
  if (!existsSync(file)) throw new ConfigError(`Arquivo não encontrado: ${file}`);
  const format = backupFormatOf(file);
  if (!format) throw new ConfigError(`${file} não é um backup do Catraca (pg_dump -Fc ou PGlite).`);
  const target: BackupFormat = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (format !== target) {
    throw new ConfigError(
      format === 'postgres'
        ? 'Este backup é de um PostgreSQL: defina DATABASE_URL com o banco de destino.'
        : 'Este backup é do banco embutido (PGlite): restaure-o sem DATABASE_URL, num DATA_DIR.',
    );
  }
  if (config.DATABASE_URL) {
    if (!options.replace && (await hasCatracaTables(config.DATABASE_URL))) {
      throw new ConfigError(
        'O banco de destino já tem dados do Catraca: use --substituir para trocá-los pelo backup.',
      );
    }
    await checkClientTool('pg_restore', config.DATABASE_URL);
    await runTool(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${new URL(config.DATABASE_URL).pathname.slice(1)}`,
        file,
      ],
      config.DATABASE_URL,
    );
    return format;
  }
  const dir = pgliteDir(config);
  mkdirSync(config.DATA_DIR, { recursive: true });
  const unlock = lockPgliteDir(dir);
  try {
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      if (!options.replace) {
        throw new ConfigError(`${dir} já tem um banco: use --substituir (o atual é guardado ao lado).`);
      }
      renameSync(dir, `${dir}.antes-da-restauracao-${Date.now()}`);
    }
    const db = new PGlite({
      dataDir: dir,
      loadDataDir: new Blob([readFileSync(file)]),
      extensions: PGLITE_EXTENSIONS,
    });
    await db.waitReady;
    await db.close();
  } finally {
    unlock();
  }
  return format;
}
