// There is no Docker daemon where tests run, so the container files are checked the way a reviewer
// would (ADR 0337): the Dockerfile runs only scripts and CLI commands that exist, copies only paths
// the build context has, ends as a non-root user with a health check on a real probe; compose.yaml
// wires the app to its database with variables the server actually reads.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from './config.ts';
import { OPERATOR_ENV } from './testing/production-env.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Instruction {
  stage: string;
  keyword: string;
  args: string;
}

/** The Dockerfile as instructions (continuation lines joined, comments dropped), each with its stage. */
function dockerfile(): Instruction[] {
  const text = read('Dockerfile').replace(/\\\n/g, ' ');
  const instructions: Instruction[] = [];
  let stage = '';
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const [keyword = '', ...rest] = trimmed.split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') stage = /\bAS\s+(\S+)/i.exec(args)?.[1] ?? args;
    instructions.push({ stage, keyword: keyword.toUpperCase(), args });
  }
  return instructions;
}

const packageJson = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
const cliUsage = execFileSync(process.execPath, [join(ROOT, 'bin/catraca.mjs'), 'help'], {
  encoding: 'utf8',
});
const cliCommands = [...cliUsage.matchAll(/^ {2}([a-z][a-z-]+)/gm)].map((m) => m[1]);

describe('Dockerfile', () => {
  const instructions = dockerfile();
  const stages = [...new Set(instructions.map((i) => i.stage))];
  const final = instructions.filter((i) => i.stage === stages.at(-1));

  it('builds in one stage and runs from another, as a non-root user, with a health check', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const user = final.filter((i) => i.keyword === 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    const health = final.find((i) => i.keyword === 'HEALTHCHECK')?.args ?? '';
    expect(health).toMatch(/\/readyz/);
    expect(read('src/server/health/health-routes.ts')).toContain("app.get('/readyz'");
  });

  it('runs only npm scripts that exist, and keeps only production dependencies in the image', () => {
    const runs = instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
    const scripts = runs.flatMap((run) => [...run.matchAll(/npm run ([a-z:-]+)/g)].map((m) => m[1] ?? ''));
    expect(scripts).toContain('build');
    for (const script of scripts) expect(Object.keys(packageJson.scripts)).toContain(script);
    expect(runs.join('\n')).toMatch(/npm ci\b/);
    expect(runs.join('\n')).toMatch(/npm prune --omit=dev/);
  });

  it('copies from the build context only paths that exist there and that .dockerignore lets through', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    const copies = instructions.filter((i) => i.keyword === 'COPY' && !i.args.includes('--from='));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const sources = copy.args.split(/\s+/).slice(0, -1);
      for (const source of sources.filter((s) => s !== '.')) {
        expect(existsSync(join(ROOT, source)), source).toBe(true);
        expect(
          ignored.some((pattern) => source === pattern || source.startsWith(`${pattern}/`)),
          source,
        ).toBe(false);
      }
    }
    for (const needed of ['node_modules', '.git', 'dist', 'data', '.env']) expect(ignored).toContain(needed);
  });

  it('starts through the entrypoint with the CLI commands the README and CI use', () => {
    const entrypoint = read('docker/entrypoint.sh');
    const commands = [...entrypoint.matchAll(/node bin\/catraca\.mjs ([a-z-]+)/g)].map((m) => m[1]);
    expect(commands).toEqual(['migrate', 'serve']);
    for (const command of commands) expect(cliCommands).toContain(command);
    expect(entrypoint).toMatch(/exec node bin\/catraca\.mjs serve/);
    expect(final.find((i) => i.keyword === 'ENTRYPOINT')?.args).toContain('catraca-entrypoint');
    expect(read('README.md')).toMatch(/`migrate`/);
  });
});

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml')) as {
    services: Record<
      string,
      {
        environment?: Record<string, string>;
        depends_on?: Record<string, { condition: string }>;
        build?: string;
        healthcheck?: unknown;
      }
    >;
  };
  const app = compose.services.app;
  const db = compose.services.db;

  it('starts the app after a healthy PostgreSQL, from this Dockerfile', () => {
    expect(app?.build).toBe('.');
    expect(app?.depends_on?.db?.condition).toBe('service_healthy');
    expect(db?.healthcheck).toBeDefined();
  });

  it('sets only variables the server reads, and a production configuration that loads', () => {
    const environment = app?.environment ?? {};
    for (const name of Object.keys(environment)) expect(CONFIG_VARIABLES, name).toContain(name);
    // Compose's ${VAR:-default} and ${VAR:?message} resolved as compose would with an .env holding
    // the variables it requires (APP_SECRET, PAYMENT_SECRETS_KEY and who operates the site).
    const dotEnv: Record<string, string> = {
      APP_SECRET: 'x'.repeat(64),
      PAYMENT_SECRETS_KEY: 'ab'.repeat(32),
      ...OPERATOR_ENV,
    };
    const resolved = Object.fromEntries(
      Object.entries(environment).map(([name, value]) => [
        name,
        String(value).replace(
          /\$\{(\w+)(?::[-?]([^}]*))?\}/g,
          (_m, variable: string, fallback = '') => dotEnv[variable] ?? fallback,
        ),
      ]),
    );
    const config = loadConfig(resolved);
    expect(config.NODE_ENV).toBe('production');
    const dbEnv = db?.environment ?? {};
    const url = new URL(config.DATABASE_URL ?? '');
    expect(url.hostname).toBe('db');
    expect(url.username).toBe(dbEnv.POSTGRES_USER);
    expect(url.pathname).toBe(`/${dbEnv.POSTGRES_DB}`);
    expect(String(environment.APP_SECRET)).toMatch(/:\?/); // no default secret: compose refuses to start without one
    expect(String(environment.PAYMENT_SECRETS_KEY)).toMatch(/:\?/);
  });
});
