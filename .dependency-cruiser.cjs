// Import boundaries, checked by `npm run lint` (dependency-cruiser; ADR 0211).
//
// Server (src/server): shared layers, slices and the composition root.
//   layers      db · http · access · list-query · rich-text · payments · testing: a slice may import
//               any of them; a layer imports no slice (db imports nothing of the server at all).
//   slices      every other folder (coupons, orders, candidates…): a slice imports another slice only
//               through that slice's public modules, listed in SERVER_PUBLIC_MODULES below.
//   composition src/server/*.ts (app, context, config, logger), jobs/ and seed/ wire slices together.
// Tests and their fixtures (*.test.ts, *.integration-test.ts, *-test-kit.ts, *-test-data.ts) may
// reach into any slice; they are not part of the product's graph.
// Domain (src/domain) imports nothing from the server or the web. No cycles in either.
//
// Web (src/web): shared → features → app, no cycles; its block follows the server's (ADR 0220).

/** Folders every server slice may import: infrastructure with no business of its own. */
const SERVER_LAYERS = ['db', 'http', 'access', 'list-query', 'rich-text', 'payments', 'testing'];

/** Files of src/server/ that wire the slices together, and may import any of them. */
const SERVER_COMPOSITION = ['^src/server/[^/]+\\.ts$', '^src/server/jobs/', '^src/server/seed/'];

/**
 * The only modules of a slice that another slice may import (keep it short: a new entry is a
 * decision about the slice's public surface, made in review).
 */
const SERVER_PUBLIC_MODULES = [
  // orders: the catalog a buyer sees, placing an order, a payment's status
  'orders/event-catalog.ts',
  'orders/order-placement.ts',
  'orders/payment-status.ts',
  // orders and candidates: confirming a paid PIX, ending a hold (the settlement of gateway payments)
  'orders/pix-confirmation.ts',
  'orders/order-expiry.ts',
  'candidates/candidate-pix-confirmation.ts',
  // coupons: a coupon by the code a buyer typed
  'coupons/coupon-lookup.ts',
  // e-mail: queueing a message, the one layout and its escaping `html` tag; the order confirmation
  'email/queue-email.ts',
  'email/email-layout.ts',
  'email/safe-html.ts',
  // web: escaping for the server-rendered pages (the documents' error page, issue 22)
  'web/html-page.ts',
  // the layout's blocks (heading, facts, button…), so every slice's e-mails look alike (issue 22)
  'email/email-blocks.ts',
  'email/confirmation-email.ts',
  'email/order-emails.ts',
  // the PIX still to pay, e-mailed when an order is placed (issue 22)
  'email/pending-pix-email.ts',
  // e-mail: the notices of changes after the sale (cancellation, refund, resend; issue 20)
  'email/order-change-emails.ts',
  // orders: changes after the sale (cancel and refund, courtesy and manual registrations, history)
  'orders/order-cancellation.ts',
  'orders/order-history.ts',
  'orders/manual-registration.ts',
  // participants: the one edit of a participant's data, the organiser's and the buyer's order link's (ADR 0416)
  'participants/participant-edit.ts',
  // orders: a cancelled event's refunds (its job's name, nudged by the events slice)
  'orders/event-refunds.ts',
  // communications: the audience engine
  'communications/communicate-audience.ts',
  'communications/communication-service.ts',
  // documents: the PDFs e-mails attach, the voucher's signed code
  'documents/document-service.ts',
  'documents/check-in-code.ts',
  // uploads: storing and reading uploaded images
  'uploads/upload-service.ts',
  'uploads/read-multipart.ts',
  'uploads/image-sniff.ts',
  // participants: the one reader of custom-form answers (the candidates' export too, ADR 0421)
  'participants/participant-answers.ts',
  // institutions and the public event page
  'institutions/institutions-service.ts',
  'public-events/public-event-service.ts',
  // organisation: following an invitation link (the auth slice owns its routes and sessions)
  'organisation/invitation-acceptance.ts',
];

const TEST_FILES = '(\\.test\\.ts|\\.integration-test\\.ts|-test-kit\\.ts|-test-data\\.ts)$';
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ── Server and domain (src/server, src/domain) ── ADR 0211 ──────────────────────────────────
    {
      name: 'no-cycles',
      comment:
        'An import cycle in the server or the domain: break it by moving the shared piece down a layer.',
      severity: 'error',
      from: { path: '^src/(server|domain)/' },
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      comment: 'src/domain is shared with the browser: it imports nothing from the server or the web.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'db-imports-no-server',
      comment: 'src/server/db is the bottom layer: schema, client, raw SQL; no HTTP, no slice.',
      severity: 'error',
      from: { path: '^src/server/db/', pathNot: TEST_FILES },
      to: { path: '^src/server/', pathNot: ['^src/server/db/'] },
    },
    {
      name: 'layers-import-no-slices',
      comment: 'A shared layer may not depend on a slice (move the shared piece into the layer instead).',
      severity: 'error',
      from: {
        path: `^src/server/(${SERVER_LAYERS.filter((l) => l !== 'testing').join('|')})/`,
        pathNot: TEST_FILES,
      },
      to: {
        path: '^src/server/[^/]+/',
        pathNot: [`^src/server/(${SERVER_LAYERS.join('|')})/`],
      },
    },
    {
      name: 'slices-through-public-modules',
      comment:
        'A server slice imports another slice only through its public modules (SERVER_PUBLIC_MODULES in ' +
        '.dependency-cruiser.cjs): move shared code to a layer, or make the module public in review.',
      severity: 'error',
      from: {
        path: '^src/server/([^/]+)/',
        pathNot: [`^src/server/(${SERVER_LAYERS.join('|')})/`, ...SERVER_COMPOSITION, TEST_FILES],
      },
      to: {
        path: '^src/server/[^/]+/',
        pathNot: [
          '^src/server/$1/',
          `^src/server/(${SERVER_LAYERS.join('|')})/`,
          ...SERVER_COMPOSITION,
          ...SERVER_PUBLIC_MODULES.map((module) => `^src/server/${escapeRegExp(module)}$`),
        ],
      },
    },
    // ── Web app (src/web) ─────────────────────────────────────────────────────────────────────
    // Imports flow one way, shared → features → app (Bulletproof React; docs/architecture.md):
    // what two features share lives in src/web/shared, and what composes features (routes, the
    // event view's tab panels) lives in src/web/app. See docs/decisions/0220.
    {
      name: 'web-feature-imports-feature',
      comment:
        'A web feature may not import another feature: move what both need to src/web/shared, or compose them in src/web/app.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'web-feature-imports-app',
      comment: 'Features are composed by the app, never the other way round.',
      severity: 'error',
      from: { path: '^src/web/features/' },
      to: { path: '^src/web/app/' },
    },
    {
      name: 'web-shared-imports-feature-or-app',
      comment: 'src/web/shared is below every feature: it may import the domain and itself only.',
      severity: 'error',
      from: { path: '^src/web/shared/' },
      to: { path: '^src/web/(features|app)/' },
    },
    {
      name: 'web-imports-server',
      comment: 'The browser never bundles server code: share rules and contracts through src/domain.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'web-import-cycle',
      comment: 'No import cycles in the web app (type-only imports included).',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { circular: true },
    },
    // ── end of web rules ──────────────────────────────────────────────────────────────────────
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    // Type-only imports count: a cycle through `import type` is still a cycle of the design.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
