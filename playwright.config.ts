import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The e2e server runs the built app seeded with the demo data: on a fresh PostgreSQL database when
// TEST_DATABASE_URL is set (CI), otherwise on its own embedded database (scripts/e2e-server.mjs).
const PORT = Number(process.env.E2E_PORT ?? 4317);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'catraca-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// Chromium's headless shell (Debian's chromium-headless-shell, the same build as /usr/bin/chromium,
// and what Playwright itself runs for headless tests): the same pages at less than half the CPU of
// the full browser in headless mode (docs/decisions/0232). Specs that launch a browser of their own
// read the same variable.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
process.env.CHROMIUM_PATH = chromiumPath;

/**
 * The suite's layout (docs/decisions/0230-e2e-layout-and-parallelism.md): a setup project signs
 * the demo organiser in once; then three workers run the spec files side by side, each file's tests
 * in order (on two cores: since the browser's cost per page fell, two left a third of a core idle;
 * ADR 0230, amendment of stop 32). Every spec makes its own organiser, event or uniquely named
 * buyers, and reads the outbox by recipient, so no file depends on what another one does at the
 * same time.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  // About five times what the slowest step of a journey takes in CI: a test that hangs costs a minute
  // (plus its retry), not three. The few longer journeys set their own (docs/decisions/0230).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace (a screenshot and DOM snapshot per action) costs the browser 30-50 % more CPU
    // on every test, kept or not (measured, docs/decisions/0230): only a retried test records one, and
    // CI retries each failure once. Locally, `--trace on` records them all.
    trace: 'on-first-retry',
    // The person asked for less motion (the theme respects it): dialogs, drawers and menus appear
    // at once, with no transition frames to render or wait for.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // V8 stops at Sparkplug, its baseline compiler: Maglev's and TurboFan's optimising compiles
        // are spent on pages that live for seconds. Against stopping at Maglev, 4-17 % less browser
        // CPU on four specs in every paired run (docs/decisions/0232, amendment of stop 31).
        '--js-flags=--max-opt=1',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /sessions\.setup\.ts$/ },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, dependencies: ['setup'] },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    // SIGTERM lets the wrapper stop the server and drop its database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      ...(process.env.TEST_DATABASE_URL ? { E2E_DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The journeys sign up and sign in dozens of organisers: scrypt at 2^10 (production's floor
      // is 2^15, src/server/config.ts).
      PASSWORD_HASH_COST: '10',
      // The e2e suite is many people behind one address: the workers sign up, pay, poll PIX
      // statuses and download vouchers from 127.0.0.1 at once. The limits themselves are proven by
      // integration tests (auth, public lookups, coupon checks).
      LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
      PUBLIC_LOOKUP_MAX_PER_IP_PER_MINUTE: '5000',
      COUPON_CHECK_MAX_PER_IP_PER_MINUTE: '1000',
      REGISTRATION_MAX_PER_IP_PER_HOUR: '100000',
      REGISTRATION_MAX_PER_EMAIL_PER_HOUR: '100000',
      UNPAID_PLACES_MAX_PER_BUYER: '0',
      UNPAID_PLACES_MAX_PER_IP: '0',
      BUYER_ACCESS_MAX_PER_IP_PER_HOUR: '1000',
    },
  },
});
