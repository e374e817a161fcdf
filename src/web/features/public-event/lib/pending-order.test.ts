import { describe, expect, it } from 'vitest';
import { resumablePendingOrder } from './pending-order.ts';

const NOW = new Date('2027-03-10T12:00:00Z');
const pix = (expiresAt: string) => ({ qrcode_data: '', code: '000201', expires_at: expiresAt });

describe('an order left pending by Back', () => {
  it.each([
    [
      'a PIX still payable',
      { status: 'pending', order_payment_id: 'p1', pix: pix('2027-03-10T12:30:00Z') },
      true,
    ],
    ['a card the gateway is confirming', { status: 'pending', order_payment_id: 'p1', pix: null }, true],
    [
      'an expired PIX',
      { status: 'pending', order_payment_id: 'p1', pix: pix('2027-03-10T11:59:59Z') },
      false,
    ],
    [
      'a PIX expiring this instant',
      { status: 'pending', order_payment_id: 'p1', pix: pix('2027-03-10T12:00:00Z') },
      false,
    ],
    ['a paid order', { status: 'paid', order_payment_id: 'p1', pix: null }, false],
    ['a free order', { status: 'free', order_payment_id: null, pix: null }, false],
    [
      'a pending order without its payment id',
      { status: 'pending', order_payment_id: null, pix: null },
      false,
    ],
  ] as const)('%s is reopened: %s', (_name, registration, reopened) => {
    expect(resumablePendingOrder(registration, NOW)).toBe(reopened ? registration : null);
  });

  it('is null when no order was created', () => {
    expect(resumablePendingOrder(null, NOW)).toBeNull();
  });
});
