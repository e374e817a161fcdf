// Mantine's base layers. Each component's own styles come with the component, in whichever
// chunk uses it (tools/vite/mantine-component-styles.ts), so buyers load only theirs.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// Before any schema runs: no eval under the Content-Security-Policy.
import '../shared/zod-without-eval.ts';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { showOneNoticeAtATime } from '../shared/notify/notify.tsx';
import { BuyerRoutes, preloadPageAt } from './buyer-routes.tsx';
import { AppProviders } from './providers.tsx';

// One notice at a time, at the top centre and no wider than the main column's middle (360 px):
// never over the side summary (from x = 889 at 1366 px) or the step's own button, which sit on
// the right and at the bottom (docs/decisions/0112).
showOneNoticeAtATime();

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');

// Rendering waits for the page's code so React's first paint is the page itself: what the
// server put inside #root (the event's text on /eventos/:slug) stays until then, instead of
// giving way to a loader and coming back. A failed load renders anyway, into the error page.
void preloadPageAt(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders notificationsPosition="top-center" notificationsWidth={360}>
          <BrowserRouter>
            <BuyerRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
