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
