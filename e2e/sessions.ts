import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Signed-in sessions the setup project (e2e/sessions.setup.ts) makes once per run and the specs
// reuse as storage state, instead of logging in through the form in every test. The files live in
// the run's own data directory (playwright.config.ts), so two runs on one machine never share one.
const RUN_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), `catraca-e2e-${process.env.E2E_PORT ?? '4317'}`);

/** The demo organiser's session (demo@catraca.com.br), signed in through the real login page. */
export const DEMO_SESSION = join(RUN_DIR, 'demo-session.json');

/** `test.use(asDemo)`: every page of the file starts signed in as the demo organiser. */
export const asDemo = { storageState: DEMO_SESSION };
