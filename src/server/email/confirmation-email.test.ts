import { describe, expect, it } from 'vitest';
import { composeConfirmationEmail } from './confirmation-email.ts';

describe('composeConfirmationEmail', () => {
  const input = {
    eventId: 1,
    eventName: 'Congresso <Dados>',
    eventStartsAt: new Date('2027-05-10T12:00:00Z'),
    orderId: 7,
    orderHash: 'abc123',
    totalCents: 16000,
    buyerName: 'Maria & João',
    buyerEmail: 'maria@teste.com.br',
    participants: [{ name: 'João Ávila', ticketName: 'Inteira' }],
    baseUrl: 'https://catraca.example',
  };

  it('says what it always said, in text and in the layout', () => {
    const email = composeConfirmationEmail(input);
    expect(email.subject).toBe('Inscrição confirmada: Congresso <Dados>');
    expect(email.text).toBe(
      [
        'Olá, Maria & João!',
        '',
        'Sua inscrição em Congresso <Dados> (10/05/2027 às 09:00) está confirmada.',
        'Total: R$ 160,00',
        '',
        'Participantes:',
        '- João Ávila (Inteira)',
        '',
        'Os ingressos seguem em anexo e também podem ser baixados em https://catraca.example/voucher/order/abc123',
        '',
        'Até lá!',
        '',
      ].join('\n'),
    );
    expect(email.html).toContain('<p>Olá, Maria &#38; João!</p>');
    expect(email.html).toContain('<strong>Congresso &#60;Dados&#62;</strong>');
    expect(email.html).toContain('<a href="https://catraca.example/voucher/order/abc123">aqui</a>');
    expect(email.html).toContain('<title>Inscrição confirmada: Congresso &#60;Dados&#62;</title>');
  });
});
