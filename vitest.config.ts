import { defineConfig } from 'vitest/config';

const ALL = ['src/**/*.test.ts', 'src/**/*.integration-test.ts'];

/**
 * Suites that turn Brazilian wall-clock times into instants and back (dates, the event form, ticket
 * sale windows, coupon validity, the registration plan, PIX expiry): run a second time in Brazil's
 * own zone, where code that leans on the process's zone instead of the fixed -03:00 offset
 * (decision 0003) goes wrong by three hours while UTC hides it.
 */
const DATE_HEAVY = [
  'src/domain/time-zone.test.ts',
  'src/domain/dates.test.ts',
  'src/domain/event-form/*.test.ts',
  'src/domain/ticket-limits.test.ts',
  'src/domain/coupon.test.ts',
  'src/domain/card.test.ts',
  'src/domain/candidate-status.test.ts',
  'src/domain/printed-texts.test.ts',
  'src/domain/order-code.test.ts',
  'src/server/orders/registration-plan.test.ts',
  'src/server/payments/sandbox-gateway.test.ts',
  'src/web/features/event-form/model/*.test.ts',
  'src/web/features/public-event/lib/*.test.ts',
  // Instants through both drivers, Drizzle and raw SQL (the event form's API round trip stays in
  // the UTC run: its date handling is the domain's, covered above).
  'src/server/db/timestamps.integration-test.ts',
  // The Resumo's settlement days and daily sales are Brazilian calendar days.
  'src/domain/event-money.test.ts',
  'src/server/event-summary/*.integration-test.ts',
];

/**
 * What the node projects share; the global setup stays at the root so it runs once for all. Files
 * share their worker's module cache (isolate: false): each file builds its own app, database and
 * clock, none mocks a module, so isolation bought nothing but importing the server (Fastify, pdfkit,
 * exceljs, every slice) again for each of ~100 files, about half the suite's time (ADR 0230).
 */
const shared = { testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks', isolate: false } as const;

/**
 * UI rules that need no browser (a form's messages, masks, clamps, what a control says): React
 * components rendered in jsdom with Testing Library, driven as a person would (user-event). Layout,
 * focus rings, real navigation and the server stay in the Playwright suite (docs/decisions/0230).
 */
const COMPONENT = ['src/web/**/*.component-test.tsx'];

export default defineConfig({
  test: {
    globalSetup: ['src/server/testing/global-setup.ts'],
    // Three forks on two cores: a file waiting on a child process, an SMTP sink or a timer leaves its
    // core to the others. Measured against two (docs/decisions/0230, amendment of stop 32): 176, 201
    // and 208 s against 213 and 218 s; four took 224 s (more PGlite starts and module loads).
    maxWorkers: 3,
    projects: [
      { test: { ...shared, name: 'utc', include: ALL, env: { TZ: 'UTC' } } },
      { test: { ...shared, name: 'sao-paulo', include: DATE_HEAVY, env: { TZ: 'America/Sao_Paulo' } } },
      {
        test: {
          ...shared,
          // Component tests mock modules (vi.mock) and render into one jsdom: each file on its own.
          isolate: true,
          name: 'component',
          include: COMPONENT,
          // A form typed into key by key in jsdom takes seconds on a loaded machine: the limit, not a wait.
          testTimeout: 60_000,
          environment: 'jsdom',
          setupFiles: ['src/web/testing/component-setup.ts'],
          env: { TZ: 'UTC' },
        },
      },
    ],
  },
});
