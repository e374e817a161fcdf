import type { Page, Route } from '@playwright/test';

/** The header every API call carries: the server refuses state-changing calls without it (CSRF). */
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' } as const;

type Match = string | RegExp | ((url: URL) => boolean);

/**
 * Holds the page's requests that match on the wire until `release()`: a journey can act while a
 * background refresh or a status poll is in flight and decide which answer arrives first. Released
 * requests go on to the server unchanged; the route is removed on release.
 */
export async function holdRequests(page: Page, match: Match): Promise<{ release: () => Promise<void> }> {
  let open = () => {};
  const held = new Promise<void>((resolve) => {
    open = resolve;
  });
  const handler = async (route: Route) => {
    await held;
    // The page may have moved on (navigated, closed) while the request waited.
    await route.continue().catch(() => {});
  };
  await page.route(match, handler);
  return {
    release: async () => {
      open();
      await page.unroute(match, handler);
    },
  };
}
