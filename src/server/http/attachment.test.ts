import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { attachment, inline } from './attachment.ts';

describe('attachment', () => {
  it('names an ASCII file plainly', () => {
    expect(parse(attachment('Relatorio_Participantes_2026-01-02.xlsx'))).toMatchObject({
      type: 'attachment',
      parameters: { filename: 'Relatorio_Participantes_2026-01-02.xlsx' },
    });
  });

  it('sends an accented name as filename* with an unaccented fallback', () => {
    const header = attachment('Recibo da Prova de Inscrição.pdf');
    expect(header).toContain('filename="Recibo da Prova de Inscricao.pdf"');
    expect(header).toContain("filename*=UTF-8''Recibo%20da%20Prova%20de%20Inscri%C3%A7%C3%A3o.pdf");
    expect(parse(header).parameters.filename).toBe('Recibo da Prova de Inscrição.pdf');
  });

  it('quotes a name with quotes or separators safely', () => {
    expect(parse(attachment('a "b"; c.xlsx')).parameters.filename).toBe('a "b"; c.xlsx');
  });

  it('writes inline bare', () => {
    expect(inline()).toBe('inline');
  });
});
