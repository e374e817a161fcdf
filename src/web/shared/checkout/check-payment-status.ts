import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { PaymentStatusResult } from '../../../domain/contracts/public-event.ts';
import { apiRequest } from '../api/client.ts';

/** Spec §7/§9: after 'Já Paguei' the status is asked every 10 s until paid. */
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

/**
 * Polls while `enabled` until the payment is paid. A failed check is not retried at once:
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
    refetchInterval: (query) => (query.state.data?.paid ? false : PAYMENT_POLL_INTERVAL_MS),
  });
}
