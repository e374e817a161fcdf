import { describe, expect, it } from 'vitest';
import {
  documentKind,
  eventDayCount,
  formatEventPeriod,
  installmentText,
  maskDocumentForPrint,
  paymentLines,
} from './printed-texts.ts';

// Instants written at -03:00, as the organiser typed them.
const at = (local: string) => new Date(`${local}:00-03:00`);

describe('formatEventPeriod', () => {
  it.each([
    ['2027-05-08T09:00', '2027-05-08T18:00', 'Sábado, 08/05/2027, das 09:00 às 18:00'],
    [
      '2027-05-08T09:00',
      '2027-05-09T18:00',
      'De sábado, 08/05/2027, às 09:00 até domingo, 09/05/2027, às 18:00',
    ],
    // 22:00 in São Paulo is the next day in UTC: still one day here.
    ['2027-05-10T20:00', '2027-05-10T23:59', 'Segunda-feira, 10/05/2027, das 20:00 às 23:59'],
    [
      '2026-12-31T22:00',
      '2027-01-01T03:00',
      'De quinta-feira, 31/12/2026, às 22:00 até sexta-feira, 01/01/2027, às 03:00',
    ],
  ])('%s → %s', (start, end, expected) => {
    expect(formatEventPeriod(at(start), at(end))).toBe(expected);
  });

  it('counts the days an event touches', () => {
    expect(eventDayCount(at('2027-05-08T09:00'), at('2027-05-08T18:00'))).toBe(1);
    expect(eventDayCount(at('2027-05-08T09:00'), at('2027-05-09T18:00'))).toBe(2);
    expect(eventDayCount(at('2027-05-10T21:30'), at('2027-05-12T02:00'))).toBe(3);
  });
});

describe('maskDocumentForPrint', () => {
  it.each([
    ['529.982.247-25', '***.982.247-**', 'CPF'],
    ['52998224725', '***.982.247-**', 'CPF'],
    ['11.222.333/0001-81', '11.222.333/****-**', 'CNPJ'],
    ['12.ABC.345/01DE-35', '12.ABC.345/****-**', 'CNPJ'],
    ['123', '***', 'CPF'],
  ])('%s → %s', (input, masked, kind) => {
    expect(maskDocumentForPrint(input)).toBe(masked);
    expect(documentKind(input)).toBe(kind);
  });

  it('never prints the first three nor the check digits of a CPF', () => {
    const masked = maskDocumentForPrint('111.444.777-35');
    expect(masked).not.toContain('111');
    expect(masked).not.toMatch(/35$/);
  });
});

describe('installmentText', () => {
  it.each([
    [30_000, 1, 'R$ 300,00 à vista'],
    [30_000, 3, '3x de R$ 100,00 sem juros'],
    [10_000, 3, '3x sem juros: 1x de R$ 33,34 e 2x de R$ 33,33'],
    [123_456, 12, '12x de R$ 102,88 sem juros'],
    [123_457, 12, '12x sem juros: 1x de R$ 102,89 e 11x de R$ 102,88'],
  ])('%i in %ix → %s', (total, n, expected) => {
    expect(installmentText(total, n)).toBe(expected);
  });
});

describe('paymentLines', () => {
  const card = { method: 'credit_card' as const, amountCents: 30_000, installments: 3 };
  it('names brand and last four digits of a card, with its installments', () => {
    expect(paymentLines({ ...card, cardBrand: 'visa', cardLast4: '4242' })).toEqual([
      'Cartão de crédito Visa final 4242',
      '3x de R$ 100,00 sem juros',
    ]);
  });

  it('leaves out what it does not know, and never prints a longer number', () => {
    expect(paymentLines({ ...card, cardBrand: null, cardLast4: '4111111111111111' })).toEqual([
      'Cartão de crédito',
      '3x de R$ 100,00 sem juros',
    ]);
  });

  it.each([
    ['pix', 'PIX'],
    ['free', 'Gratuito'],
    ['none', 'Nada foi cobrado'],
  ] as const)('%s → %s', (method, line) => {
    expect(
      paymentLines({ method, amountCents: 0, installments: 1, cardBrand: null, cardLast4: null }),
    ).toEqual([line]);
  });
});
