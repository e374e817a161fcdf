import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkModules } from './tools/vite/chunk-modules.ts';
import { mantineComponentStyles } from './tools/vite/mantine-component-styles.ts';
import { precompress } from './tools/vite/precompress.ts';

// The Fastify server (port 3000) owns these paths; in development Vite serves the SPA and
// forwards them so cookies and the CSRF meta behave as in production (same origin).
const SERVER_ORIGIN = 'http://localhost:3000';
const proxiedPaths = ['/api', '/voucher', '/receipt', '/uploads'];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), mantineComponentStyles(), chunkModules(), precompress()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    manifest: true,
  },
  server: {
    proxy: Object.fromEntries(
      proxiedPaths.map((path) => [path, { target: SERVER_ORIGIN, changeOrigin: false }]),
    ),
  },
});
