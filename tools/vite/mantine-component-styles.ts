import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const CORE_STYLES = join(dirname(require.resolve('@mantine/core/styles.css')), 'styles');

// Every Mantine component reads its class names from `<Name>.module.mjs`
// (e.g. @mantine/core/esm/components/Button/Button.module.mjs); the CSS for those classes
// ships separately, either all of it (`styles.css`, 290 KB) or one file per component
// (`styles/<Name>.css`). This plugin makes each class-name module import its own CSS file,
// so a chunk carries exactly the styles of the components it uses and nobody keeps a list
// by hand: the public page gets the few it renders, the organiser area its own in its lazy
// chunks. The base layers (baseline, default variables, global) are imported by main.tsx.
// Other Mantine packages (dates, notifications, dropzone, tiptap) ship one stylesheet each,
// attached the same way to any of their class-name modules.
const CORE_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
const PACKAGE_MODULE = /[\\/]@mantine[\\/](dates|notifications|dropzone|tiptap)[\\/]esm[\\/].*\.module\.mjs$/;

export function cssFor(id: string): string | null {
  const core = CORE_MODULE.exec(id);
  if (core) {
    const file = join(CORE_STYLES, `${core[1]}.css`);
    return existsSync(file) ? `@mantine/core/styles/${core[1]}.css` : null;
  }
  const other = PACKAGE_MODULE.exec(id);
  return other ? `@mantine/${other[1]}/styles.css` : null;
}

export function mantineComponentStyles(): Plugin {
  return {
    name: 'catraca:mantine-component-styles',
    enforce: 'pre',
    transform(code, id) {
      const css = cssFor(id);
      // Appended: import declarations are hoisted, and the module's "use client" directive must
      // stay its first statement.
      return css ? { code: `${code}\nimport ${JSON.stringify(css)};\n`, map: null } : null;
    },
  };
}
