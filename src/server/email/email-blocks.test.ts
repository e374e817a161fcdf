import { describe, expect, it } from 'vitest';
import { emailButtons, emailFacts, richTextToPlain } from './email-blocks.ts';

describe('richTextToPlain', () => {
  it('keeps paragraphs, list items and link targets of the organiser message', () => {
    expect(
      richTextToPlain(
        '<p>Traga <strong>documento</strong> &amp; garrafa.</p><ul><li>Um</li><li>Dois</li></ul><p>Mapa: <a href="https://mapa.example/x">clique aqui</a></p>',
      ),
    ).toBe('Traga documento & garrafa.\n- Um\n- Dois\nMapa: clique aqui (https://mapa.example/x)');
  });

  it('does not repeat a link whose text is its address', () => {
    expect(richTextToPlain('<p><a href="https://a.example">https://a.example</a></p>')).toBe(
      'https://a.example',
    );
  });
});

describe('blocks', () => {
  it('escapes labels, values and addresses', () => {
    const markup = `${emailFacts([['Onde <b>', ['Rua "A" & B']]])}${emailButtons([
      { label: 'Ir <já>', href: 'https://x.example/?a=1&b="2"' },
    ])}`;
    expect(markup).toContain('Onde &#60;b&#62;');
    expect(markup).toContain('Rua &#34;A&#34; &#38; B');
    expect(markup).toContain('href="https://x.example/?a=1&#38;b=&#34;2&#34;"');
    expect(markup).toContain('>Ir &#60;já&#62;</a>');
    expect(markup).toContain("font-family:-apple-system,BlinkMacSystemFont,'Segoe UI'");
  });
});
