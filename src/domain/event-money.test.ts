import { describe, expect, it } from 'vitest';
import {
  addDays,
  describePlatformFee,
  type PlatformFee,
  type SaleGroup,
  saleFeeCents,
  settlementSchedule,
  summariseMoney,
} from './event-money.ts';

const FEE: PlatformFee = { percentBasisPoints: 500, fixedCents: 100 }; // 5% + R$ 1,00

const sale = (overrides: Partial<SaleGroup>): SaleGroup => ({
  method: 'pix',
  installments: 1,
  keptCents: 10_000,
  paidDay: '2026-03-01',
  count: 1,
  ...overrides,
});

describe('saleFeeCents', () => {
  it.each([
    // kept, fee, expected
    [10_000, FEE, 600], // 5% of R$ 100 = 500 + 100
    [12_345, FEE, 717], // 617,25 → 617 + 100
    [12_350, FEE, 718], // 617,5 rounds half up → 618 + 100
    [50, FEE, 50], // never more than the sale
    [0, FEE, 0], // fully refunded sale pays nothing
    [10_000, { percentBasisPoints: 799, fixedCents: 0 }, 799],
    [10_000, { percentBasisPoints: 0, fixedCents: 0 }, 0],
  ])('a sale of %i centavos pays %#', (kept, fee, expected) => {
    expect(saleFeeCents(kept, fee)).toBe(expected);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-01-31', 30, '2026-03-02'],
    ['2026-12-15', 30, '2027-01-14'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', 0, '2026-03-01'],
  ])('%s + %i = %s', (day, n, expected) => {
    expect(addDays(day, n)).toBe(expected);
  });
});

describe('settlementSchedule', () => {
  it('settles PIX on the day it is paid', () => {
    expect(settlementSchedule(sale({}), 9_400)).toEqual([{ day: '2026-03-01', amountCents: 9_400 }]);
  });

  it('settles a card in one installment at D+30', () => {
    expect(settlementSchedule(sale({ method: 'credit_card' }), 9_400)).toEqual([
      { day: '2026-03-31', amountCents: 9_400 },
    ]);
  });

  it('settles card installments every 30 days, the first taking the leftover centavos', () => {
    expect(settlementSchedule(sale({ method: 'credit_card', installments: 3 }), 10_000)).toEqual([
      { day: '2026-03-31', amountCents: 3_334 },
      { day: '2026-04-30', amountCents: 3_333 },
      { day: '2026-05-30', amountCents: 3_333 },
    ]);
  });
});

describe('summariseMoney', () => {
  it('is all zero without sales', () => {
    expect(summariseMoney([], FEE, '2026-03-01')).toEqual({
      grossCents: 0,
      feeCents: 0,
      gatewayFeeCents: 0,
      refundedCents: 0,
      netCents: 0,
      receivedCents: 0,
      pendingCents: 0,
      nextSettlement: null,
    });
  });

  it('counts PIX as received at once', () => {
    const summary = summariseMoney([sale({ count: 3 })], FEE, '2026-03-01');
    expect(summary).toMatchObject({
      grossCents: 30_000,
      feeCents: 1_800,
      netCents: 28_200,
      receivedCents: 28_200,
      pendingCents: 0,
    });
  });

  it('moves card installments from Pendente to Recebido on their settlement days', () => {
    // R$ 300,00 in 3x on 01/03: fee 1 600, net 28 400 → 9 467 + 9 467 + 9 466.
    const card = sale({ method: 'credit_card', installments: 3, keptCents: 30_000 });
    const on = (today: string) => summariseMoney([card], FEE, today);
    expect(on('2026-03-30')).toMatchObject({
      netCents: 28_400,
      receivedCents: 0,
      pendingCents: 28_400,
      nextSettlement: { day: '2026-03-31', amountCents: 9_467 },
    });
    expect(on('2026-03-31')).toMatchObject({ receivedCents: 9_467, pendingCents: 18_933 });
    expect(on('2026-04-30')).toMatchObject({ receivedCents: 18_934, pendingCents: 9_466 });
    expect(on('2026-05-30')).toMatchObject({ receivedCents: 28_400, pendingCents: 0, nextSettlement: null });
  });

  it('adds up a mix of groups, Recebido + Pendente always equal to Líquido', () => {
    const sales = [
      sale({ keptCents: 12_000, count: 10, paidDay: '2026-02-01' }),
      sale({ method: 'credit_card', installments: 1, keptCents: 6_000, count: 4, paidDay: '2026-02-20' }),
      sale({ method: 'credit_card', installments: 6, keptCents: 24_000, count: 2, paidDay: '2026-01-10' }),
      sale({ keptCents: 0, count: 1 }),
    ];
    const summary = summariseMoney(sales, FEE, '2026-03-05');
    // Gross 120 000 + 24 000 + 48 000; fees 10·700 + 4·400 + 2·1 300.
    expect(summary.grossCents).toBe(192_000);
    expect(summary.feeCents).toBe(7_000 + 1_600 + 2_600);
    expect(summary.netCents).toBe(192_000 - 11_200);
    // Received: the PIX (10 × 11 300) and the first installment of the 6x card (net 22 700 →
    // 3 784 × 2 + 3 783 × 4, on 09/02, 11/03, …); the 1x card of 20/02 settles on 22/03.
    expect(summary.receivedCents).toBe(10 * 11_300 + 2 * 3_784);
    expect(summary.receivedCents + summary.pendingCents).toBe(summary.netCents);
    expect(summary.nextSettlement).toEqual({ day: '2026-03-11', amountCents: 2 * 3_784 });
  });

  it('takes the gateway fee off Líquido and releases each sale on the day its gateway reported', () => {
    const sales = [
      // PIX 0,99 % released at once; platform 600; net 10 000 − 600 − 99.
      sale({ gatewayFeeCents: 99, releaseDay: '2026-03-01' }),
      // Card 3x 4,99 %, one release on 31/03 (not month by month): net 30 000 − 1 600 − 1 497.
      sale({
        method: 'credit_card',
        installments: 3,
        keptCents: 30_000,
        gatewayFeeCents: 1_497,
        releaseDay: '2026-03-31',
      }),
      // Half refunded: Bruto keeps 5 000, 5 000 goes to Estornado.
      sale({ keptCents: 5_000, grossCents: 10_000, gatewayFeeCents: 99, releaseDay: '2026-03-01' }),
      // Refunded in full: no fee of either kind.
      sale({ keptCents: 0, grossCents: 10_000, gatewayFeeCents: 99, releaseDay: '2026-03-01' }),
    ];
    const summary = summariseMoney(sales, FEE, '2026-03-05');
    expect(summary).toEqual({
      grossCents: 45_000,
      feeCents: 600 + 1_600 + 350,
      gatewayFeeCents: 99 + 1_497 + 99,
      refundedCents: 15_000,
      netCents: 45_000 - 2_550 - 1_695,
      receivedCents: 9_301 + 4_551,
      pendingCents: 26_903,
      nextSettlement: { day: '2026-03-31', amountCents: 26_903 },
    });
  });

  it('never lets a gateway fee take a sale below zero', () => {
    const summary = summariseMoney([sale({ keptCents: 150, gatewayFeeCents: 500 })], FEE, '2026-03-05');
    expect(summary).toMatchObject({ feeCents: 108, gatewayFeeCents: 42, netCents: 0 });
  });
});

describe('describePlatformFee', () => {
  it.each([
    [{ percentBasisPoints: 500, fixedCents: 0 }, '5%'],
    [{ percentBasisPoints: 799, fixedCents: 0 }, '7,99%'],
    [{ percentBasisPoints: 500, fixedCents: 100 }, '5% + R$ 1,00 por pedido'],
    [{ percentBasisPoints: 0, fixedCents: 250 }, 'R$ 2,50 por pedido'],
    [{ percentBasisPoints: 0, fixedCents: 0 }, '0%'],
  ])('%o reads %s', (fee, text) => {
    expect(describePlatformFee(fee)).toBe(text);
  });
});
