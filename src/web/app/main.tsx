// Mantine's base layers. Each component's own styles come with the component, in whichever
// chunk uses it (tools/vite/mantine-component-styles.ts), so buyers load only theirs.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './providers.tsx';
import { AppRouter, router } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html');

/** Resolves once the first page's code has loaded (routes are lazy). */
function firstPageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// Rendering waits for the page's code so React's first paint is the page itself: what the
// server put inside #root (the event's text on /eventos/:slug) stays until then, instead of
// giving way to a loader and coming back.
void firstPageLoaded().then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
