import { describe, expect, it } from 'vitest';
import { ACTION_FROM } from '../../domain/candidate-rules.ts';
import { composeRevertedEmail, type RevertedEmailData } from './candidate-reverted-email.ts';

const BASE: RevertedEmailData = {
  eventName: 'Bootcamp de Dados',
  organiserName: 'Escola Exemplo',
  buyerName: 'Zoë Ñandú',
  names: ['Zoë Ñandú'],
  followUpUrl: 'https://catraca.example/payment/candidate/abc123',
};

describe('the "Sua pré-inscrição voltou para análise" e-mail', () => {
  it('tells the reader the earlier result no longer holds, what happens next, with one follow-up button', () => {
    const mail = composeRevertedEmail(BASE);
    expect(mail.subject).toBe('Sua pré-inscrição voltou para análise: Bootcamp de Dados');
    expect(mail.text).toContain(
      'Olá, Zoë Ñandú! Sua pré-inscrição em Bootcamp de Dados voltou para análise.',
    );
    expect(mail.text).toContain(
      'A organização reviu o resultado anterior: o aviso de que sua pré-inscrição não foi aprovada não vale mais.',
    );
    expect(mail.text).toContain('1. A organização vai analisar a pré-inscrição novamente.');
    expect(mail.text).toContain('Se houver vaga, ele traz o link e o prazo para garantir a inscrição.');
    expect(mail.text).toContain('nada foi cobrado e não há pagamento pendente.');
    expect(mail.text).toContain(
      'Acompanhar a pré-inscrição: https://catraca.example/payment/candidate/abc123',
    );
    expect(mail.text).toContain('Organização: Escola Exemplo · Inscrições por Catraca.');
    // The house layout: heading with its eyebrow, numbered steps, one button carrying the link.
    expect(mail.html).toContain('Pré-inscrição em análise');
    expect(mail.html).toContain('<h1');
    expect(mail.html.match(/href="https:\/\/catraca\.example\/payment\/candidate\/abc123"/g)).toHaveLength(1);
    expect(mail.html).toContain('Acompanhar a pré-inscrição');
    expect(mail.html).not.toMatch(/>https:\/\/catraca\.example\/payment/);
  });

  it('names the people reverted when the reader registered others, and keeps their names inert', () => {
    const mail = composeRevertedEmail({ ...BASE, names: ['Ana Lima', 'www.bruno.com'] });
    expect(mail.text).toContain(
      'As pré-inscrições de Ana Lima, www\u200B.bruno\u200B.com em Bootcamp de Dados voltaram para análise.',
    );
    expect(mail.text).toContain('o aviso de que essas pré-inscrições não foram aprovadas não vale mais.');
    expect(mail.html).toContain('Acompanhar as pré-inscrições');
    expect(mail.html).not.toContain('www.bruno.com');

    const other = composeRevertedEmail({ ...BASE, names: ['Ana Lima'] });
    expect(other.text).toContain('A pré-inscrição de Ana Lima em Bootcamp de Dados voltou para análise.');
    expect(other.text).toContain('o aviso de que essa pré-inscrição não foi aprovada não vale mais.');
  });

  it('is written for the only status a revert starts from (widen it with the state machine)', () => {
    // The text speaks of a "não foi aprovada" result; a revert from any other status would need
    // its own words (a payment link that no longer applies, for a selected candidate).
    expect(ACTION_FROM.revert).toEqual(['desclassificado']);
  });
});
