import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const CORE_STYLES = join(dirname(require.resolve('@mantine/core/styles.css')), 'styles');

// Every Mantine component reads its class names from `<Name>.module.mjs`
// (e.g. @mantine/core/esm/components/Button/Button.module.mjs); the CSS for those classes
// ships separately, either all of it (`styles.css`, 290 KB) or one file per component
// (`styles/<Name>.css`). In a build this plugin makes each class-name module import its own
// CSS file, so a chunk carries exactly the styles of the components it uses and nobody keeps
// a list by hand: the buyer's pages get the few they render, the organiser area its own. The
// base layers (baseline, default variables, global) are imported by the apps' entries.
// Other Mantine packages (dates, notifications, dropzone, tiptap, charts) ship one stylesheet each,
// attached the same way to any of their class-name modules.
const CORE_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
const PACKAGE_MODULE =
  /[\\/]@mantine[\\/](dates|notifications|dropzone|tiptap|charts)[\\/]esm[\\/].*\.module\.mjs$/;

// `vite` (development) serves Mantine pre-bundled, one file per package, so the class-name
// modules never pass through here: the entries import every stylesheet instead.
const APP_ENTRY = /[\\/]src[\\/]web[\\/]app[\\/](buyer|admin)-main\.tsx$/;
const ALL_STYLES = ['core', 'dates', 'notifications', 'dropzone', 'tiptap', 'charts'].map(
  (pkg) => `@mantine/${pkg}/styles.css`,
);

export function cssFor(id: string): string | null {
  const core = CORE_MODULE.exec(id);
  if (core) {
    const file = join(CORE_STYLES, `${core[1]}.css`);
    return existsSync(file) ? `@mantine/core/styles/${core[1]}.css` : null;
  }
  const other = PACKAGE_MODULE.exec(id);
  return other ? `@mantine/${other[1]}/styles.css` : null;
}

const importsOf = (specifiers: string[]) => specifiers.map((s) => `import ${JSON.stringify(s)};`).join('\n');

export function mantineComponentStyles(): Plugin {
  let isDevServer = false;
  return {
    name: 'catraca:mantine-component-styles',
    enforce: 'pre',
    configResolved(config) {
      isDevServer = config.command === 'serve';
    },
    transform(code, id) {
      if (isDevServer) {
        return APP_ENTRY.test(id) ? { code: `${importsOf(ALL_STYLES)}\n${code}`, map: null } : null;
      }
      const css = cssFor(id);
      // Appended: import declarations are hoisted, and the module's "use client" directive must
      // stay its first statement.
      return css ? { code: `${code}\n${importsOf([css])}\n`, map: null } : null;
    },
  };
}
