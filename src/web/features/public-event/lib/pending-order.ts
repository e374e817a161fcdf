// A PIX (or a card still being confirmed) that the buyer left with Back (issue 11 item 6, ADR
// 0104): while it can still be paid, going forward again reopens that order's payment instead of
// creating a second order, which would hold a second set of places and a second charge.
import type { RegistrationResult } from '../../../../domain/contracts/public-event.ts';

/** The order created in this checkout that still waits for its payment, or null. */
export function resumablePendingOrder<
  T extends Pick<RegistrationResult, 'status' | 'order_payment_id' | 'pix'>,
>(registration: T | null, now: Date): T | null {
  if (registration === null || registration.status !== 'pending') return null;
  if (registration.order_payment_id === null) return null;
  // An expired PIX can no longer be paid: a new order is the only way forward.
  if (registration.pix && new Date(registration.pix.expires_at).getTime() <= now.getTime()) return null;
  return registration;
}
