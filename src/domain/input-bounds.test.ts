import { describe, expect, it } from 'vitest';
import { registrationBody, validateCouponBody } from './contracts/public-event.ts';
import {
  formatCount,
  INT4_MAX,
  idNumber,
  MAX_CART_TOTAL_REAIS,
  MAX_ORDER_TOTAL_CENTS,
  MAX_PARTICIPANTS_PER_ORDER,
} from './input-bounds.ts';

describe('idNumber', () => {
  it.each([1, 42, INT4_MAX])('accepts %d', (id) => expect(idNumber.safeParse(id).success).toBe(true));
  it.each([0, -1, 1.5, INT4_MAX + 1, 3_000_000_000, 1e20, Number.NaN, '7'])('refuses %s', (id) => {
    const result = idNumber.safeParse(id);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Identificador inválido.');
  });
});

describe('the ceilings', () => {
  // That the largest order fits the orders table is proven by storing one:
  // src/server/http/input-bounds.integration-test.ts.
  it('let the coupon check take any order the registration can make, and nothing larger', () => {
    const at = (cart_total: number) => validateCouponBody.safeParse({ codigo: 'X', cart_total }).success;
    expect(at(MAX_ORDER_TOTAL_CENTS / 100)).toBe(true);
    expect(at(MAX_CART_TOTAL_REAIS + 0.01)).toBe(false);
    expect(at(-0.01)).toBe(false);
  });

  it('refuse more participants per order than the ceiling, with a pt-BR message', () => {
    const person = { ticketTypeId: 1, nome: 'Ana', email: 'ana@teste.com.br' };
    const body = (n: number) => ({ participantes: Array.from({ length: n }, () => person) });
    expect(registrationBody.safeParse(body(MAX_PARTICIPANTS_PER_ORDER)).success).toBe(true);
    const over = registrationBody.safeParse(body(MAX_PARTICIPANTS_PER_ORDER + 1));
    expect(over.error?.issues[0]?.message).toBe('Uma inscrição pode ter no máximo 100 participantes.');
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.000'],
    [1_000_000, '1.000.000'],
    [INT4_MAX, '2.147.483.647'],
  ])('%d → %s', (value, text) => expect(formatCount(value)).toBe(text));
});
