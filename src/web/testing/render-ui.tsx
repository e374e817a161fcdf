// Renders a piece of the web app for a component test (src/web/**/*.component-test.tsx) with the
// providers the app gives it: Mantine with the app's theme (env="test": no transitions, no
// portals, so a modal is in the document as soon as it opens), toasts, the organiser area's date
// and modal providers, a fresh query client, and a memory router at `path`.
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../app/theme.ts';
import { setViewportWidth } from './component-setup.ts';

export interface RenderUiOptions {
  /** The address the router starts at (default `/`). */
  path?: string;
  /** The window width media queries see (default 1366). */
  width?: number;
  /**
   * What the API answers, by path (`GET /api/config/public` → `data`). A component test has no
   * server: a request to any other path fails the test that made it, loudly.
   */
  api?: Record<string, unknown>;
}

/** The app's success envelope around `data`, for each path of `api`; anything else throws. */
function stubApi(api: Record<string, unknown>): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      if (!(url.pathname in api)) throw new Error(`component test: no answer for ${url.pathname}`);
      return new Response(JSON.stringify({ success: true, data: api[url.pathname] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

export function renderUi(ui: ReactNode, { path = '/', width = 1366, api = {} }: RenderUiOptions = {}) {
  setViewportWidth(width);
  stubApi(api);
  // The toast store is a module singleton: start every test without the last one's toasts.
  notifications.clean();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} env="test">
        <Notifications />
        <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
          <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
            <RouterProvider router={router} />
          </ModalsProvider>
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}
