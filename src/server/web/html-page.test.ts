import { describe, expect, it } from 'vitest';
import { renderPage } from './html-page.ts';

const template =
  '<html><head><meta name="csrf-token" content="" /><title>Catraca</title><!--catraca-head--></head></html>';

describe('renderPage', () => {
  it('injects the CSRF token, title and escaped Open Graph tags', () => {
    const html = renderPage(template, 'tok123', {
      title: 'Show "Rock" <ao vivo>',
      description: 'Uma noite & tanto',
      image: 'https://exemplo.com/b.png',
    });
    expect(html).toContain('<meta name="csrf-token" content="tok123" />');
    expect(html).toContain('<title>Show &quot;Rock&quot; &lt;ao vivo&gt;</title>');
    expect(html).toContain('<meta property="og:description" content="Uma noite &amp; tanto" />');
    expect(html).toContain('<meta property="og:image" content="https://exemplo.com/b.png" />');
    expect(html).not.toContain('<ao vivo>');
  });

  it('leaves the default title when the page has none', () => {
    expect(renderPage(template, '')).toContain('<title>Catraca</title>');
  });
});

describe('renderPage with a page body', () => {
  const built =
    '<html><head><meta name="csrf-token" content="" /><title>Catraca</title><!--catraca-head-->' +
    '<script type="module" src="/assets/index-A.js"></script><link rel="stylesheet" href="/assets/index-A.css">' +
    '</head><body><div id="root"><!--catraca-root--></div><!--catraca-body-end--></body></html>';

  it('puts the page’s stylesheets after the build’s own, so equal selectors resolve as in the build', () => {
    const html = renderPage(
      built,
      '',
      {},
      { headEnd: '<link rel="stylesheet" href="/assets/page-B.css" />' },
    );
    expect(html.indexOf('/assets/page-B.css')).toBeGreaterThan(html.indexOf('/assets/index-A.css'));
    expect(html.indexOf('/assets/page-B.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it('places markup inside #root and at the end of <body>, keeping a `$&` as written', () => {
    const html = renderPage(built, '', {}, { root: '<h1>Show $& Co</h1>', end: '<script id="x"></script>' });
    expect(html).toContain('<div id="root"><h1>Show $& Co</h1></div><script id="x"></script></body>');
  });
});
