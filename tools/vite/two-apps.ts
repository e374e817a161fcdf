import type { Plugin } from 'vite';

/** The organiser area's pages; everything else is the buyers' app (docs/decisions/0071). */
export const ADMIN_PATH = /^\/admin(\/|$|\?)/;

/**
 * `vite` (development) serves index.html for every page, as a single-page app would; this
 * sends the organiser area's pages to admin.html instead, as the server does in production
 * (src/server/web/web-routes.ts).
 */
export function twoApps(): Plugin {
  return {
    name: 'catraca:two-apps',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
        if (wantsPage && request.url && ADMIN_PATH.test(request.url)) request.url = '/admin.html';
        next();
      });
    },
  };
}
