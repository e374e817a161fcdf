// Playwright drives Debian's Chromium (no browser downloads work on our machines). Installs it with
// apt when missing and running as root; otherwise says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium não encontrado: instalando o pacote chromium do Debian…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } else {
    console.error(
      `Chromium não encontrado em ${CHROMIUM}. Instale com: sudo apt-get install -y chromium ` +
        '(ou defina CHROMIUM_PATH com o caminho do executável).',
    );
    process.exit(1);
  }
}
