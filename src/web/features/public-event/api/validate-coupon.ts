import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ValidateCouponBody, ValidateCouponResult } from '../../../../domain/contracts/public-event.ts';
import { apiRequest } from '../../../shared/api/client.ts';

const couponResultSchema = z.custom<ValidateCouponResult>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ValidateCouponResult).code === 'string' &&
    typeof (value as ValidateCouponResult).valor === 'number',
);

export async function validateCoupon(
  eventId: number,
  body: ValidateCouponBody,
): Promise<ValidateCouponResult> {
  const { data } = await apiRequest(`/api/eventos/${eventId}/validar-cupom`, {
    method: 'POST',
    body,
    schema: couponResultSchema,
  });
  return data;
}

export function useValidateCoupon(eventId: number) {
  return useMutation({ mutationFn: (body: ValidateCouponBody) => validateCoupon(eventId, body) });
}
