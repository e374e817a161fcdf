// `npm test`: the unit, integration and component suites (vitest) while the browser bundle is built,
// then the browser journeys (Playwright) on that build. Vitest's first seconds (starting its
// workers, cloning the template databases) leave a core idle, which the build takes; the build's
// own output is shown once vitest has finished, so the two never interleave. Stops at the first
// failure, with its exit code. `npm run test:unit` and `npm run test:e2e` run either part alone.
import { spawn } from 'node:child_process';

/** Runs a command; resolves with its exit code and, when `quiet`, what it printed. */
function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
    }
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const system = await run(process.execPath, ['scripts/ensure-system-packages.mjs']);
if (system.code !== 0) process.exit(system.code);

const [unit, build] = await Promise.all([
  run('vitest', ['run']),
  run('npm', ['run', '--silent', 'build'], { quiet: true }),
]);
process.stdout.write(`\n${build.output}`);
if (unit.code !== 0) process.exit(unit.code);
if (build.code !== 0) {
  console.error('npm test: o build falhou (acima); os testes no navegador não rodaram.');
  process.exit(build.code);
}

const browser = await run('playwright', ['test']);
process.exit(browser.code);
