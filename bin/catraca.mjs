#!/usr/bin/env node
// The catraca CLI. Node 24 runs the TypeScript sources directly (type stripping), so there is no
// build step and no loader in production. Started by an older Node (a machine's system Node, when
// someone runs this file directly), it re-runs itself on the Node 24 the project installs from the
// npm registry (the `node-<platform>-<arch>` optional dependency), so `npm start` and `catraca` work on
// any machine (docs/decisions/0001-node-24-runtime.md).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);

if (major < REQUIRED_MAJOR) {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const executable = process.platform === 'win32' ? 'bin/node.exe' : 'bin/node';
  const bundled = fileURLToPath(
    new URL(`../node_modules/node-${platform}-${process.arch}/${executable}`, import.meta.url),
  );
  if (!existsSync(bundled)) {
    console.error(
      `Catraca precisa do Node ${REQUIRED_MAJOR} (este é ${process.version}). Rode \`npm ci\`, que instala o Node ${REQUIRED_MAJOR} do projeto.`,
    );
    process.exit(1);
  }
  const child = spawn(bundled, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  // The server shuts down gracefully on SIGTERM/SIGINT: pass them on and exit as the child does.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  // V8's compiled code of the server's ~1 300 modules kept on disk (the OS's temporary directory)
  // and reused by the next start: a restart, every node of a deployment, every process a test
  // spawns. About a tenth of a start's CPU (docs/decisions/0233).
  const { enableCompileCache } = await import('node:module');
  enableCompileCache?.();
  // drizzle-orm's imports resolved without re-reading its 130 KB `exports` map each time: half of a
  // start's CPU (src/cli/resolve-hooks.ts).
  const { registerResolveHooks } = await import('../src/cli/resolve-hooks.ts');
  registerResolveHooks(new URL('../', import.meta.url));
  await import('../src/cli/main.ts');
}
