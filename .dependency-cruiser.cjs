// Import rules checked by `npm run lint` (dependency-cruiser). A rule broken here fails CI.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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
    // Type-only imports count: a cycle through `import type` is still a cycle of the design.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
