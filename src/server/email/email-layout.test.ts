import { describe, expect, it } from 'vitest';
import { plainTextToHtml, renderEmail } from './email-layout.ts';
import { html as markup } from './safe-html.ts';

describe('plainTextToHtml', () => {
  it('escapes everything, makes paragraphs of blank lines and keeps single line breaks', () => {
    expect(
      String(plainTextToHtml('Olá <b>todos</b> & "amigos"\nlinha 2\n\n\n  Segundo parágrafo  \r\n')),
    ).toBe(
      '<p style="margin:0 0 16px;">Olá &#60;b&#62;todos&#60;/b&#62; &#38; &#34;amigos&#34;<br>linha 2</p>\n' +
        '<p style="margin:0 0 16px;">Segundo parágrafo</p>',
    );
  });

  it('links web addresses without taking the punctuation after them, and never a script', () => {
    const html = String(
      plainTextToHtml('Veja https://exemplo.com.br/a?b=1&c=2. Ou javascript:alert(1) "https://x.io"'),
    );
    expect(html).toContain(
      '<a href="https://exemplo.com.br/a?b=1&#38;c=2" style="color:#1c7ed6;">https://exemplo.com.br/a?b=1&#38;c=2</a>.',
    );
    expect(html).toContain('&#34;<a href="https://x.io" style="color:#1c7ed6;">https://x.io</a>&#34;');
    expect(html).not.toContain('href="javascript');
  });
});

describe('renderEmail', () => {
  it('wraps the body in the responsive layout and gives the same words as text, footer last', () => {
    const { html, text } = renderEmail({
      title: 'Assunto <x>',
      preheader: 'Prévia',
      bodyHtml: markup`<p>Corpo</p>`,
      bodyText: 'Corpo',
      footer: 'Enviado por Ana & Cia',
    });
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<title>Assunto &#60;x&#62;</title>');
    expect(html).toContain('@media (max-width: 620px)');
    expect(html).toContain('<p>Corpo</p>');
    expect(html).toContain('Enviado por Ana &#38; Cia');
    expect(html).toContain('Prévia</div>');
    expect(text).toBe('Corpo\n\n--\nEnviado por Ana & Cia\n');
  });
});
