// The Playwright suite's server (playwright.config.ts). With E2E_DATABASE_URL (CI sets it from
// TEST_DATABASE_URL) the built app runs on its own fresh PostgreSQL database, created here and dropped
// when Playwright stops the server; without it, on the embedded database in DATA_DIR, as `npm start`.
// PostgreSQL answers the two workers' requests from its own processes, where the embedded database
// would run every query on the server's one thread (docs/decisions/0230).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const cli = fileURLToPath(new URL('../bin/catraca.mjs', import.meta.url));
const serverUrl = process.env.E2E_DATABASE_URL;
let database = null;

async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const env = { ...process.env };
if (serverUrl) {
  database = `catraca_e2e_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  await admin(`CREATE DATABASE "${database}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString();
}

const child = spawn(process.execPath, [cli, 'serve', '--seed-if-empty'], { stdio: 'inherit', env });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code, signal) => {
  if (database) {
    try {
      await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    } catch (error) {
      console.error(`e2e: could not drop ${database}: ${error.message}`);
    }
  }
  process.exit(code ?? (signal ? 1 : 0));
});
