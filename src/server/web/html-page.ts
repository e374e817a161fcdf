import { existsSync, readFileSync } from 'node:fs';

export interface PageHead {
  title?: string;
  description?: string;
  image?: string;
  url?: string;
}

/** Trusted markup from the server's own templates (served-event.ts), never raw user input. */
export interface PageBody {
  /** Extra elements for <head>, e.g. the inline styles of `root`. */
  head?: string;
  /**
   * Elements for the end of <head>, after the build's own script and stylesheet links: where a
   * page's stylesheets must go, since equal selectors resolve in document order.
   */
  headEnd?: string;
  /** What the page shows inside #root until React renders. */
  root?: string;
  /** Elements at the end of <body>, e.g. JSON for the client. */
  end?: string;
}

// Used when the web app has not been built (API-only runs and integration tests).
const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="csrf-token" content="" />
    <title>Catraca</title>
    <!--catraca-head-->
  </head>
  <body><div id="root"><!--catraca-root-->A interface web não foi compilada: execute <code>npm run build</code>.</div><!--catraca-body-end--></body>
</html>`;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Data for the client as `<script type="application/json" id=…>`, inert under the CSP (never run);
 * `<` and the two JavaScript line separators escaped so no value can end the element.
 */
export function renderJsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

export function loadTemplate(indexPath: string): string {
  return existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : FALLBACK_TEMPLATE;
}

/**
 * The SPA's index.html with this request's CSRF token, the page's title and Open Graph tags,
 * and optionally markup that shows before scripts run.
 */
export function renderPage(
  template: string,
  csrfToken: string,
  head: PageHead = {},
  body: PageBody = {},
): string {
  // Replacements are functions throughout: a `$&` in an event's name must stay as written,
  // not become a replacement pattern.
  let html = template.replace(
    /<meta name="csrf-token" content="[^"]*"\s*\/?>/,
    () => `<meta name="csrf-token" content="${escapeHtml(csrfToken)}" />`,
  );
  const title = head.title;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  const tags: string[] = [];
  const og = (property: string, content: string | undefined) => {
    if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  };
  og('og:title', head.title);
  og('og:description', head.description);
  og('og:image', head.image);
  og('og:url', head.url);
  if (head.title) tags.push('<meta property="og:type" content="website" />');
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  if (head.image) tags.push('<meta name="twitter:card" content="summary_large_image" />');
  if (body.head) tags.push(body.head);
  return html
    .replace('<!--catraca-head-->', () => tags.join('\n    '))
    .replace('</head>', () => (body.headEnd ? `  ${body.headEnd}\n  </head>` : '</head>'))
    .replace('<!--catraca-root-->', () => body.root ?? '')
    .replace('<!--catraca-body-end-->', () => body.end ?? '');
}
