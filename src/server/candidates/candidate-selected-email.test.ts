import { describe, expect, it } from 'vitest';
import { composeSelectedEmail, type SelectedEmailData } from './candidate-selected-email.ts';

const BASE: SelectedEmailData = {
  eventName: 'Bootcamp de Dados',
  eventPeriod: 'Sábado, 10/04/2027, das 09:00 às 18:00',
  eventWhere: 'Centro de Convenções · São Paulo/SP',
  organiserName: 'Escola Exemplo',
  buyerName: 'Zoë Ñandú',
  names: ['Zoë Ñandú'],
  amountCents: 45_000,
  // 23:59 in Brasília is already the next day in UTC: the e-mail must say the 12th.
  deadline: new Date('2027-03-13T02:59:00Z'),
  payUrl: 'https://catraca.example/payment/candidate/abc123',
};

describe('the "Você foi selecionado" e-mail', () => {
  it('speaks to the reader, with the amount, the deadline on Brasília time and one button', () => {
    const mail = composeSelectedEmail(BASE);
    expect(mail.subject).toBe('Você foi selecionado: Bootcamp de Dados');
    expect(mail.text).toContain('Olá, Zoë Ñandú! Boa notícia: você foi selecionado para Bootcamp de Dados.');
    expect(mail.text).toContain(
      'Para garantir sua vaga, pague R$ 450,00 até 12/03/2027 às 23:59 (horário de Brasília).',
    );
    expect(mail.text).toContain('Quando: Sábado, 10/04/2027, das 09:00 às 18:00');
    expect(mail.text).toContain('Onde: Centro de Convenções · São Paulo/SP');
    expect(mail.html.match(/href="https:\/\/catraca\.example\/payment\/candidate\/abc123"/g)).toHaveLength(1);
    expect(mail.html).toContain('Pagar e garantir a vaga');
    // No raw link pasted in the body's HTML: the button carries it.
    expect(mail.html).not.toMatch(/>https:\/\/catraca\.example\/payment/);
  });

  it('names the people selected when the reader registered others', () => {
    const mail = composeSelectedEmail({ ...BASE, names: ['Ana Lima', 'Bruno Sá'], amountCents: 90_000 });
    expect(mail.text).toContain(
      'sua pré-inscrição em Bootcamp de Dados foi aprovada. Foram selecionados: Ana Lima, Bruno Sá.',
    );
    expect(mail.text).toContain('Para garantir as vagas, pague R$ 900,00');
    expect(mail.html).toContain('Pagar e garantir as vagas');
  });

  it('asks for a confirmation, not a payment, when nothing is due', () => {
    const mail = composeSelectedEmail({ ...BASE, amountCents: 0 });
    expect(mail.text).toContain('Para garantir sua vaga, confirme a inscrição até');
    expect(mail.text).not.toContain('R$');
  });
});
