import { describe, expect, it } from 'vitest';
import type { PublicEvent } from '../../../../domain/contracts/public-event.ts';
import { priceFromText } from './price-from.ts';

type Ticket = PublicEvent['tipos_ingresso'][number];
const ticket = (preco_cents: number, status: Ticket['status'] = 'on_sale') =>
  ({ preco_cents, status }) as Ticket;
const event = (tickets: Ticket[], approval = false) => ({
  participants_need_approval: approval,
  tipos_ingresso: tickets,
});

describe('priceFromText', () => {
  it.each([
    [[ticket(12_000), ticket(6_000)], false, 'a partir de R$ 60,00'],
    [[ticket(12_000), ticket(3_000, 'sold_out')], false, 'R$ 120,00'],
    [[ticket(0)], false, 'Gratuito'],
    [[ticket(0), ticket(5_000)], false, 'Gratuito ou a partir de R$ 50,00'],
    [[ticket(5_000, 'sold_out')], false, null],
    [[ticket(5_000)], true, null],
  ] as const)('%o (approval %s) → %s', (tickets, approval, text) => {
    expect(priceFromText(event([...tickets], approval))).toBe(text);
  });
});
