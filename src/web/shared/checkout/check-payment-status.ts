import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { PaymentStatusResult } from '../../../domain/contracts/public-event.ts';
import { apiRequest } from '../api/client.ts';

/** Spec §7/§9: the status is asked every 10 s until the payment is settled either way. */
export const PAYMENT_POLL_INTERVAL_MS = 10_000;

const paymentStatusSchema = z.custom<PaymentStatusResult>(
  (value) =>
    typeof value === 'object' && value !== null && typeof (value as PaymentStatusResult).paid === 'boolean',
);

/** `orderPaymentId` is the payment's public id from the registration result (ADR 0041). */
export async function checkPaymentStatus(orderPaymentId: string): Promise<PaymentStatusResult> {
  const { data } = await apiRequest('/api/check-order-payment-status', {
    method: 'POST',
    body: { order_payment_id: orderPaymentId },
    schema: paymentStatusSchema,
  });
  return data;
}

export const paymentStatusQueryKey = (orderPaymentId: string) => ['payment-status', orderPaymentId] as const;

/** Paid, or over for good (an expired or replaced PIX): nothing left to wait for. */
export function isPaymentSettled(status: PaymentStatusResult | undefined): boolean {
  if (!status) return false;
  return status.paid || status.status === 'cancelled' || status.status === 'failed';
}

/** A PIX that can no longer be paid: its hold expired and the places went back on sale. */
export function isPixOver(status: PaymentStatusResult | undefined): boolean {
  return status !== undefined && !status.paid && isPaymentSettled(status) && status.order_status !== 'paid';
}

/**
 * Polls while `enabled` until the payment is settled (paid, or cancelled: polling an expired PIX
 * forever told the buyer nothing, issue 22). A failed check is not retried at once:
 * the next tick is the retry (spec: "errors also retry"), so a flaky connection cannot stop
 * the polling nor hammer the server.
 */
export function usePaymentStatus(orderPaymentId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: paymentStatusQueryKey(orderPaymentId ?? ''),
    queryFn: () => checkPaymentStatus(orderPaymentId ?? ''),
    enabled: enabled && orderPaymentId !== null,
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchIntervalInBackground: true,
    refetchInterval: (query) => (isPaymentSettled(query.state.data) ? false : PAYMENT_POLL_INTERVAL_MS),
  });
}
