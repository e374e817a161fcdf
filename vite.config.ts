import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkModules } from './tools/vite/chunk-modules.ts';
import { mantineComponentStyles } from './tools/vite/mantine-component-styles.ts';
import { precompress } from './tools/vite/precompress.ts';
import { twoApps } from './tools/vite/two-apps.ts';

// The Fastify server (port 3000) owns these paths; in development Vite serves the SPA and
// forwards them so cookies and the CSRF meta behave as in production (same origin).
const SERVER_ORIGIN = 'http://localhost:3000';
const proxiedPaths = ['/api', '/voucher', '/receipt', '/uploads'];

// Two web apps that share components but no page code (docs/decisions/0071): buyers
// (index.html) and the organiser area (admin.html). `npm run build` builds them one after the
// other (`vite build`, then `vite build --mode admin`) into the same dist/web: two separate
// builds, so each is tree-shaken on its own — in one build, a library the two use differently
// (React Router) would ship what both need to both.
export default defineConfig(({ mode }) => {
  const app = mode === 'admin' ? 'admin' : 'buyer';
  return {
    root: import.meta.dirname,
    plugins: [react(), mantineComponentStyles(), twoApps(), chunkModules(app), precompress()],
    build: {
      outDir: 'dist/web',
      // The buyers' build runs first and starts from an empty directory; the admin build adds to it.
      emptyOutDir: app === 'buyer',
      copyPublicDir: app === 'buyer',
      manifest: `.vite/manifest.${app}.json`,
      // Every browser we support preloads modules natively; the polyfill would cost every page.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: resolve(import.meta.dirname, app === 'admin' ? 'admin.html' : 'index.html'),
      },
    },
    server: {
      proxy: Object.fromEntries(
        proxiedPaths.map((path) => [path, { target: SERVER_ORIGIN, changeOrigin: false }]),
      ),
    },
  };
});
