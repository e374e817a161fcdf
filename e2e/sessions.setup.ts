import { test as setup } from '@playwright/test';
import { loginAsDemo } from './fixtures.ts';
import { DEMO_SESSION } from './sessions.ts';

// Runs before every other project (playwright.config.ts): one form login for the whole run. The
// specs that test logging in and out themselves (foundation, admin-frame's Sair, organiser-account)
// still use the form; the others start signed in. Logging out ends only that browser's session
// (src/server/auth/auth-routes.ts), so no spec can sign the shared one out from under another.
setup('the demo organiser signs in once', async ({ page }) => {
  await loginAsDemo(page);
  await page.context().storageState({ path: DEMO_SESSION });
});
