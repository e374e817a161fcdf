// The organiser area's web app (admin.html). Mantine's base layers here; each component's own
// styles come with the component, in whichever chunk uses it (tools/vite/mantine-component-styles.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// Before any schema runs: no eval under the Content-Security-Policy.
import '../shared/zod-without-eval.ts';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adminCssVariables, adminTheme } from './admin-theme.ts';
import { AppProviders } from './providers.tsx';
import { AppRouter, router } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em admin.html');

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

// Rendering waits for the page's code (routes are lazy), so the first paint is the page itself
// rather than a loader that the page then replaces.
void firstPageLoaded().then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders theme={adminTheme} cssVariablesResolver={adminCssVariables}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
