// Page-weight benchmark (npm run bench:page-weight, which runs `npm run build` first: this file
// builds nothing and measures whatever is in dist/web). Starts the real server (`catraca serve
// --seed-if-empty`) on a fresh embedded database, opens the demo event's public page in Chromium
// with a cold cache and counts the bytes that crossed the network (encoded body sizes, i.e. after
// compression), by resource type. Fails (exit 1) when JS + CSS + fonts exceed the target.
// The organiser login page is measured too, for information, and the public page's timings on
// a simulated phone. See docs/performance.md.

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Request } from '@playwright/test';
import { PAGE_WEIGHT_BUDGET_KB } from './page-weight-budget.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const TARGET_KB = Number(process.env.PAGE_WEIGHT_TARGET_KB ?? PAGE_WEIGHT_BUDGET_KB);
const PUBLIC_PATH = '/eventos/conferencia-catraca-2027';
const VERBOSE = process.argv.includes('--files');

const CATEGORIES = ['document', 'js', 'css', 'font', 'image', 'fetch/xhr', 'other'] as const;
type Category = (typeof CATEGORIES)[number];

function categoryOf(request: Request): Category {
  switch (request.resourceType()) {
    case 'document':
      return 'document';
    case 'script':
      return 'js';
    case 'stylesheet':
      return 'css';
    case 'font':
      return 'font';
    case 'image':
      return 'image';
    case 'fetch':
    case 'xhr':
      return 'fetch/xhr';
    default:
      return 'other';
  }
}

interface Transfer {
  category: Category;
  path: string;
  bodyBytes: number;
  encoding: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['bin/catraca.mjs', 'serve', '--seed-if-empty'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu com código ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('o servidor não respondeu em 120 s');
}

/** Opens one page in a fresh context (cold cache) and records every response's encoded body size. */
async function measure(browser: Browser, url: string, waitForText?: string): Promise<Transfer[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
  const page = await context.newPage();
  const finished: Promise<Transfer>[] = [];
  page.on('requestfinished', (request) => {
    finished.push(
      (async () => {
        const sizes = await request.sizes();
        const response = await request.response();
        return {
          category: categoryOf(request),
          path: new URL(request.url()).pathname,
          bodyBytes: sizes.responseBodySize,
          encoding: (await response?.headerValue('content-encoding')) ?? '',
        };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (waitForText) await page.getByText(waitForText).first().waitFor();
  await page.waitForLoadState('networkidle');
  const transfers = await Promise.all(finished);
  await context.close();
  return transfers;
}

// A mid-range phone on a mobile network (Lighthouse's "Slow 4G" and 4x CPU slowdown).
const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const PHONE_CPU_SLOWDOWN = 4;

interface PhoneTimes {
  firstContentfulPaint: number;
  eventText: number;
  interactive: number;
}

/**
 * The same page on a simulated phone, cold: when the first pixels, the event's name (an h1) and
 * the first button React rendered (the page can be used) appeared, in ms from navigation start.
 * Indicative only: the machine's load moves it.
 */
async function measurePhone(browser: Browser, url: string): Promise<PhoneTimes> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
  await context.addInitScript(() => {
    const marks = { eventText: 0, interactive: 0 };
    (window as unknown as { __marks: typeof marks }).__marks = marks;
    new MutationObserver(() => {
      if (!marks.eventText && document.querySelector('h1')) marks.eventText = performance.now();
      if (!marks.interactive && document.querySelector('#root button')) marks.interactive = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.locator('#root button').first().waitFor({ timeout: 120_000 });
  const times = await page.evaluate(() => {
    const marks = (window as unknown as { __marks: { eventText: number; interactive: number } }).__marks;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    // Nothing is on screen before the first paint, even text already in the document.
    return {
      firstContentfulPaint: fcp,
      eventText: Math.max(fcp, marks.eventText),
      interactive: Math.max(fcp, marks.interactive),
    };
  });
  await context.close();
  return times;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);

function report(title: string, transfers: Transfer[], target?: number): boolean {
  console.log(`\n${title}`);
  const byCategory = new Map<Category, Transfer[]>(CATEGORIES.map((c) => [c, []]));
  for (const t of transfers) byCategory.get(t.category)?.push(t);
  for (const category of CATEGORIES) {
    const list = byCategory.get(category) ?? [];
    const total = list.reduce((sum, t) => sum + t.bodyBytes, 0);
    console.log(`  ${category.padEnd(10)} ${String(list.length).padStart(3)} files ${kb(total)}`);
    if (VERBOSE) {
      for (const t of list.sort((a, b) => b.bodyBytes - a.bodyBytes)) {
        console.log(`      ${kb(t.bodyBytes)}  ${t.encoding.padEnd(4)}  ${t.path}`);
      }
    }
  }
  const weighed = transfers.filter((t) => ['js', 'css', 'font'].includes(t.category));
  const total = weighed.reduce((sum, t) => sum + t.bodyBytes, 0);
  const all = transfers.reduce((sum, t) => sum + t.bodyBytes, 0);
  console.log(`  ${'all'.padEnd(10)} ${String(transfers.length).padStart(3)} files ${kb(all)}`);
  if (target === undefined) {
    console.log(`  JS + CSS + fonts: ${kb(total).trim()}`);
    return true;
  }
  const within = total <= target * 1024;
  console.log(
    `  JS + CSS + fonts: ${kb(total).trim()} (target ≤ ${target} KB) ${within ? 'OK' : 'OVER TARGET'}`,
  );
  return within;
}

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist/web/index.html'))) {
    console.error('dist/web não existe: execute `npm run build` antes (npm run bench:page-weight já o faz).');
    process.exit(2);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'catraca-page-weight-'));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    });
    const base = `http://127.0.0.1:${port}`;
    const publicPage = await measure(browser, `${base}${PUBLIC_PATH}`, 'Sobre o Evento');
    const login = await measure(browser, `${base}/admin/login`, 'Entrar');
    const phone = await measurePhone(browser, `${base}${PUBLIC_PATH}`);
    const ok = report(`Public event page ${PUBLIC_PATH} (cold cache, encoded bytes)`, publicPage, TARGET_KB);
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(
      `  on a simulated phone (${PHONE_CPU_SLOWDOWN}x CPU, ${PHONE_NETWORK.latency} ms latency, 1.6 Mbps): ` +
        `first paint ${ms(phone.firstContentfulPaint)}, event name on screen ${ms(phone.eventText)}, ` +
        `usable ${ms(phone.interactive)}`,
    );
    report('Organiser login /admin/login (for information)', login);
    if (!ok) process.exitCode = 1;
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
