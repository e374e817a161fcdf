// The test suites need two Debian packages: Chromium's headless shell, which Playwright drives (no
// browser downloads work on our machines; docs/decisions/0232), and poppler-utils, whose pdftoppm rasterises the vouchers and receipts the
// document tests look at. Installs what is missing with apt when running as root; otherwise says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

function hasCommand(command) {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const missing = [];
if (!existsSync(CHROMIUM)) missing.push('chromium-headless-shell');
if (!hasCommand('pdftoppm')) missing.push('poppler-utils');

if (missing.length > 0) {
  if (process.getuid?.() === 0) {
    console.log(`Pacotes ausentes: ${missing.join(', ')}. Instalando com apt…`);
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
      { stdio: 'inherit' },
    );
  } else {
    console.error(
      `Pacotes ausentes: ${missing.join(', ')}. Instale com: sudo apt-get install -y ${missing.join(' ')} ` +
        '(ou defina CHROMIUM_PATH com o caminho do executável do Chromium).',
    );
    process.exit(1);
  }
}
