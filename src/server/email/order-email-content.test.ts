import { describe, expect, it } from 'vitest';
import {
  composeOrderConfirmationEmail,
  composeParticipantTicketEmail,
  composePreRegistrationEmail,
  type OrderEmailData,
} from './order-email-content.ts';

const data: OrderEmailData = {
  baseUrl: 'https://catraca.example',
  event: {
    name: 'Congresso <Dados>',
    period: 'De sábado, 08/05/2027, às 09:00 até domingo, 09/05/2027, às 18:00',
    isOnline: false,
    placeLines: ['Centro de Convenções', 'Av. Rebouças, 600'],
    meetingLink: null,
    bannerUrl: 'https://catraca.example/uploads/0f8e',
    organiserName: 'Ana & Cia',
    contact: { email: 'contato@anaecia.com.br', phone: '62991110001', site: 'https://anaecia.com.br/' },
  },
  orderHash: 'abc123hash',
  orderCode: 'K7Q-2M9',
  buyerName: 'Maria & João',
  totalCents: 27_000,
  discountCents: 3_000,
  couponCode: 'AMIGO',
  paymentLines: ['Cartão de crédito Visa final 1111', '3x de R$ 90,00 sem juros'],
  receiptUrl: 'https://catraca.example/receipt/order-payment/PAYID',
  participants: [
    { uuid: 'u-1', name: 'João Ávila', email: 'joao@x.com', ticketName: 'Inteira', amountCents: 13_500 },
    { uuid: 'u-2', name: 'Bia Sá', email: 'bia@x.com', ticketName: 'Inteira', amountCents: 13_500 },
  ],
  checkout: {
    title: 'Inscrição confirmada!',
    messageHtml:
      '<p>Traga um <strong>documento</strong>.</p><p><img src="/uploads/11111111-2222-3333-4444-555555555555"></p>',
  },
  withdrawalLimitHours: 72,
};

describe('composeOrderConfirmationEmail', () => {
  const email = composeOrderConfirmationEmail(data);

  it('has the event, both buttons, the summary and the organiser message, escaped', () => {
    expect(email.subject).toBe('Inscrição confirmada: Congresso <Dados>');
    expect(email.html).toContain('Congresso &#60;Dados&#62;</h1>');
    expect(email.html).toContain('href="https://catraca.example/voucher/order/abc123hash"');
    expect(email.html).toContain('>Baixar ingressos</a>');
    expect(email.html).toContain('href="https://catraca.example/receipt/order-payment/PAYID"');
    expect(email.html).toContain('Valores já com o desconto do cupom AMIGO (− R$ 30,00)');
    expect(email.html).toContain('R$ 270,00');
    expect(email.html).toContain('<strong>documento</strong>');
    // The organiser's image becomes absolute: a mail client has no page to resolve it against.
    expect(email.html).toContain(
      'src="https://catraca.example/uploads/11111111-2222-3333-4444-555555555555"',
    );
    expect(email.html).toContain(
      '<img src="https://catraca.example/uploads/0f8e" alt="Congresso &#60;Dados&#62;"',
    );
    expect(email.html).not.toContain('Maria & João');
  });

  it('says the same in its text part', () => {
    expect(email.text).toContain('Olá, Maria & João! Sua inscrição está confirmada.');
    expect(email.text).toContain('Quando: De sábado, 08/05/2027, às 09:00 até domingo, 09/05/2027, às 18:00');
    expect(email.text).toContain('Pedido: K7Q-2M9 (abc123hash)');
    expect(email.text).toContain('Pagamento: Cartão de crédito Visa final 1111 · 3x de R$ 90,00 sem juros');
    expect(email.text).toContain('- João Ávila (Inteira): R$ 135,00');
    expect(email.text).toContain('Total: R$ 270,00');
    expect(email.text).toContain('Ingressos: https://catraca.example/voucher/order/abc123hash');
    expect(email.text).toContain('Inscrição confirmada!\nTraga um documento.');
    expect(email.text).not.toMatch(/<[a-z]/);
  });

  it('leaves out the message box when the organiser wrote none', () => {
    const plain = composeOrderConfirmationEmail({ ...data, checkout: { title: 'X', messageHtml: '' } });
    expect(plain.html).not.toContain('border-left:4px solid');
  });
});

describe('composeParticipantTicketEmail', () => {
  const person = data.participants[1] as OrderEmailData['participants'][number];
  const email = composeParticipantTicketEmail(data, [person]);

  it('gives the participant their own ticket and nothing of the payer', () => {
    expect(email.subject).toBe('Seu ingresso: Congresso <Dados>');
    expect(email.html).toContain('href="https://catraca.example/voucher/participant/u-2"');
    expect(email.html).not.toContain('/voucher/order/');
    expect(email.html).not.toContain('receipt');
    expect(email.text).not.toContain('Visa');
    expect(email.text).toContain('Olá, Bia Sá! Maria & João fez sua inscrição em Congresso <Dados>.');
    expect(email.text).toContain('apresente o QR code');
  });

  it('points an online participant to the access link, not to an entrance', () => {
    const online = composeParticipantTicketEmail(
      {
        ...data,
        event: { ...data.event, isOnline: true, meetingLink: 'https://meet.example/x', placeLines: [] },
      },
      [person],
    );
    expect(online.text).toContain('Onde: Evento online · Link de acesso: https://meet.example/x');
    expect(online.text).not.toContain('entrada');
  });
});

describe('composeParticipantTicketEmail for several participants at one address', () => {
  const group = data.participants.slice(0, 2);
  const email = composeParticipantTicketEmail(data, group);

  it('is one message listing every participant with a ticket button each', () => {
    expect(email.subject).toBe('Seus ingressos: Congresso <Dados>');
    expect(email.text).toContain('inscreveu 2 participantes com este e-mail');
    for (const person of group) {
      expect(email.html).toContain(`href="https://catraca.example/voucher/participant/${person.uuid}"`);
      expect(email.text).toContain(`https://catraca.example/voucher/participant/${person.uuid}`);
    }
    expect(email.html).not.toContain('/voucher/order/');
    expect(email.text).not.toContain('Visa');
  });
});

describe('composePreRegistrationEmail', () => {
  const email = composePreRegistrationEmail({
    baseUrl: data.baseUrl,
    event: data.event,
    orderHash: 'hash-candidato',
    orderCode: 'K7Q-2M9',
    buyerName: 'Maria',
    totalCents: 30_000,
    participants: data.participants,
  });

  it('speaks of a pre-registration: nothing charged, the amount due only after selection, the link', () => {
    expect(email.subject).toBe('Pré-inscrição recebida: Congresso <Dados>');
    expect(email.text).toContain('Nada foi cobrado agora.');
    expect(email.text).toContain(
      'O valor de R$ 300,00 só será devido se a organização selecionar os participantes, e apenas pelos selecionados.',
    );
    // The selection sets the deadline (7 days by default, or whatever the organiser chose then):
    // no number of days is promised here (issue 20).
    expect(email.text).toContain(
      'com o valor e a data-limite para pagamento, que a organização define na seleção.',
    );
    expect(email.text).not.toMatch(/\d+ dias? após a seleção/);
    expect(email.text).toContain(
      'Acompanhar pré-inscrição: https://catraca.example/payment/candidate/hash-candidato',
    );
    expect(email.html).toContain('href="https://catraca.example/payment/candidate/hash-candidato"');
    expect(email.text).not.toMatch(/compra|Compra realizada|pago/i);
  });

  it('offers the order page, where the buyer can cancel (CDC art. 49)', () => {
    const mail = composeOrderConfirmationEmail(data);
    expect(mail.text).toContain('/pedido/');
    expect(mail.text).toContain('cancelar a inscrição');
    expect(mail.html).toContain('Ver pedido ou cancelar inscrição');
    // The organiser's own limit, as the payment step said it before paying (ADR 0420).
    expect(mail.text).toContain('em até 7 dias após a compra, até 72 horas antes do início do evento;');
    expect(mail.html).toContain('até 72 horas antes do início do evento');
  });
});

describe('the organiser contact in every buyer e-mail (issue 20)', () => {
  it('ends the confirmation and the pre-registration with the contact the organiser published', () => {
    const contact = 'fale com a organização: contato@anaecia.com.br · (62) 99111-0001 · anaecia.com.br';
    expect(composeOrderConfirmationEmail(data).text).toContain(contact);
    const pre = composePreRegistrationEmail({
      baseUrl: data.baseUrl,
      event: data.event,
      orderHash: 'h',
      orderCode: 'K7Q-2M9',
      buyerName: 'Maria',
      totalCents: 0,
      participants: data.participants,
    });
    expect(pre.text).toContain(contact);
    expect(pre.html).toContain('contato@anaecia.com.br');
  });
});
