// The words of the documents a buyer keeps (vouchers, receipts, e-mails): the event's whole
// period, the CPF/CNPJ as printed (masked), the card payment line. Pure, so the success screen
// and the server print the same sentences.
import type { CardBrand } from './card.ts';
import { isoToBrDate, toLocalParts } from './dates.ts';
import { normalizeDocument } from './documents.ts';
import { installmentLabel } from './installments.ts';

const WEEKDAYS = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
];

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function weekday(isoDate: string): string {
  return WEEKDAYS[new Date(`${isoDate}T12:00:00Z`).getUTCDay()] as string;
}

/** Whole days the event touches in Brazil's calendar (1 for a same-day event). */
export function eventDayCount(startsAt: Date, endsAt: Date): number {
  const first = Date.parse(`${toLocalParts(startsAt).date}T00:00:00Z`);
  const last = Date.parse(`${toLocalParts(endsAt).date}T00:00:00Z`);
  return Math.max(1, Math.round((last - first) / 86_400_000) + 1);
}

/**
 * The event's whole period in Brazil's wall clock:
 * "Sábado, 10/05/2027, das 09:00 às 18:00" for one day,
 * "De sábado, 10/05/2027, às 09:00 até domingo, 11/05/2027, às 18:00" for several.
 */
export function formatEventPeriod(startsAt: Date, endsAt: Date): string {
  const start = toLocalParts(startsAt);
  const end = toLocalParts(endsAt);
  if (start.date === end.date) {
    return capitalize(`${weekday(start.date)}, ${isoToBrDate(start.date)}, das ${start.time} às ${end.time}`);
  }
  return (
    `De ${weekday(start.date)}, ${isoToBrDate(start.date)}, às ${start.time} ` +
    `até ${weekday(end.date)}, ${isoToBrDate(end.date)}, às ${end.time}`
  );
}

/**
 * A CPF or CNPJ as printed on a receipt (ADR 0101). A CPF shows only its middle six digits, as
 * gov.br does ("***.982.247-**"); a CNPJ keeps its root, which names the company and is public,
 * and hides branch and check digits ("11.222.333/****-**"). Anything else prints as asterisks.
 */
export function maskDocumentForPrint(document: string): string {
  const value = normalizeDocument(document);
  if (/^\d{11}$/.test(value)) return `***.${value.slice(3, 6)}.${value.slice(6, 9)}-**`;
  if (/^[0-9A-Z]{12}\d{2}$/.test(value)) {
    return `${value.slice(0, 2)}.${value.slice(2, 5)}.${value.slice(5, 8)}/****-**`;
  }
  return '*'.repeat(Math.min(Math.max(value.length, 3), 14));
}

/** "CPF" or "CNPJ" for the label printed before the masked number. */
export function documentKind(document: string): 'CPF' | 'CNPJ' {
  return normalizeDocument(document).length === 14 ? 'CNPJ' : 'CPF';
}

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
};

/** The receipt's installment line: the very label the buyer chose before paying (installmentLabel). */
export function installmentText(totalCents: number, installments: number): string {
  return installmentLabel(totalCents, installments);
}

export interface PaymentFacts {
  method: 'pix' | 'credit_card' | 'free' | 'none';
  amountCents: number;
  installments: number;
  cardBrand: string | null;
  cardLast4: string | null;
}

/**
 * What a receipt says about the payment, one line each: the method ("Cartão de crédito Visa
 * final 4242") and, for cards, the installments. Never more than the last four digits.
 */
export function paymentLines(payment: PaymentFacts): string[] {
  if (payment.method === 'pix') return ['PIX'];
  if (payment.method === 'free') return ['Gratuito'];
  if (payment.method === 'none') return ['Nada foi cobrado'];
  const brand = CARD_BRAND_LABELS[payment.cardBrand as CardBrand] ?? null;
  const last4 = payment.cardLast4 && /^\d{4}$/.test(payment.cardLast4) ? payment.cardLast4 : null;
  const card = ['Cartão de crédito', brand, last4 ? `final ${last4}` : null].filter(Boolean).join(' ');
  return [card, installmentText(payment.amountCents, payment.installments)];
}
