import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type {
  CandidateCouponBody,
  CandidateCouponResult,
} from '../../../../domain/contracts/candidate-payment.ts';
import { apiRequest } from '../../../shared/api/client.ts';

const resultSchema = z.custom<CandidateCouponResult>(
  (value) => typeof value === 'object' && value !== null && 'cupom' in value,
);

/** POST /api/payment-candidate/validate-coupon, priced by the server for the chosen people. */
export async function validateCandidateCoupon(body: CandidateCouponBody): Promise<CandidateCouponResult> {
  const { data } = await apiRequest('/api/payment-candidate/validate-coupon', {
    method: 'POST',
    body,
    schema: resultSchema,
  });
  return data;
}

export function useValidateCandidateCoupon() {
  return useMutation({ mutationFn: validateCandidateCoupon });
}
