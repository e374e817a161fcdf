import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<p><strong>Negrito</strong> <em>itálico</em> <u>sublinhado</u> <span style="font-size: 24px">grande</span></p>' +
      '<ul><li>um</li></ul><ol><li>dois</li></ol>';
    expect(sanitizeRichText(html)).toBe(html.replace('font-size: 24px', 'font-size:24px'));
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const out = sanitizeRichText(
      '<p>oi</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>' +
        '<p onclick="alert(1)" style="position:fixed">y</p><iframe src="https://evil"></iframe>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|javascript:|iframe|position/i);
    expect(out).toContain('<p>oi</p>');
    expect(out).toContain('<p>y</p>');
  });

  it('hardens links and keeps only safe images', () => {
    expect(sanitizeRichText('<a href="https://catraca.com.br">site</a>')).toBe(
      '<a href="https://catraca.com.br" target="_blank" rel="noopener noreferrer nofollow">site</a>',
    );
    expect(sanitizeRichText('<img src="/uploads/0b6f4f9e-3c43-4d7e-9d6b-2b8a3e0a1f11" alt="a">')).toContain(
      '<img',
    );
    expect(sanitizeRichText('<img src="https://cdn.exemplo.com/a.png">')).toContain('<img');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizeRichText('<img src="http://inseguro.com/a.png">')).toBe('');
  });

  it('drops font sizes outside the editor list and other styles', () => {
    expect(sanitizeRichText('<span style="font-size:13px;color:red">x</span>')).toBe('<span>x</span>');
  });
});
