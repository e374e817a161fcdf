import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type {
  CandidatePaymentBody,
  CandidatePaymentResult,
} from '../../../../domain/contracts/candidate-payment.ts';
import { apiRequest } from '../../../shared/api/client.ts';

const resultSchema = z.custom<CandidatePaymentResult>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CandidatePaymentResult).order_payment_id === 'string',
);

/** POST /api/payment-candidate/processar-pagamento-parcial: the server prices and charges. */
export async function payCandidates(body: CandidatePaymentBody): Promise<CandidatePaymentResult> {
  const { data } = await apiRequest('/api/payment-candidate/processar-pagamento-parcial', {
    method: 'POST',
    body,
    schema: resultSchema,
  });
  return data;
}

export function usePayCandidates() {
  return useMutation({ mutationFn: payCandidates });
}
