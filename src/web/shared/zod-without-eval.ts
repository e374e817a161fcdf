// zod compiles fast object parsers with `new Function` after probing whether eval is allowed; under
// the pages' Content-Security-Policy (no 'unsafe-eval', ADR 0244) the probe itself is reported as a
// violation. jitless skips the probe and the compilation: the forms' schemas are small, the
// interpreted parser is fast enough. Imported first by each app's entry, before any schema runs;
// from zod's core only, so the entry chunk gains no schema code.
import { config } from 'zod/v4/core';

config({ jitless: true });
