// `npm ci && npm start` on a machine whose own Node is older than 24 (these machines carry Node 20):
// bin/catraca.mjs re-runs itself on the Node 24 that `npm ci` installs as the optional dependency
// node-<platform>-<arch> (docs/decisions/0001-node-24-runtime.md). Node 20 cannot strip the CLI's
// types, so the usage text only appears when the re-run happened.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../../bin/catraca.mjs', import.meta.url));
const SYSTEM_NODE = '/usr/bin/node';

function majorOf(node: string): number | null {
  if (!existsSync(node)) return null;
  return Number(execFileSync(node, ['-p', 'process.versions.node.split(".")[0]']).toString().trim());
}

const systemMajor = majorOf(SYSTEM_NODE);

describe.runIf(systemMajor !== null && systemMajor < 24)(`the CLI started by Node ${systemMajor}`, () => {
  it('re-runs itself on the project’s Node 24 and answers', () => {
    const output = execFileSync(SYSTEM_NODE, [CLI, 'help'], { env: { PATH: '/usr/bin:/bin' } }).toString();
    expect(output).toContain('Uso: catraca <comando>');
  });
});
