import { existsSync, readFileSync } from 'node:fs';

export interface PageHead {
  title?: string;
  description?: string;
  image?: string;
  url?: string;
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
  <body><div id="root">A interface web não foi compilada: execute <code>npm run build</code>.</div></body>
</html>`;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function loadTemplate(indexPath: string): string {
  return existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : FALLBACK_TEMPLATE;
}

/** The SPA's index.html with this request's CSRF token and the page's title and Open Graph tags. */
export function renderPage(template: string, csrfToken: string, head: PageHead = {}): string {
  let html = template.replace(
    /<meta name="csrf-token" content="[^"]*"\s*\/?>/,
    `<meta name="csrf-token" content="${escapeHtml(csrfToken)}" />`,
  );
  if (head.title) {
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  }
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
  return html.replace('<!--catraca-head-->', tags.join('\n    '));
}
