import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { couponSchema } from '../../../../domain/contracts/coupons.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { couponsQueryKey } from './coupons-keys.ts';

export function useCoupons(eventId: number) {
  return useQuery({
    queryKey: couponsQueryKey(eventId),
    queryFn: async ({ signal }) => {
      const { data } = await apiRequest(`/api/eventos/${eventId}/cupons`, {
        schema: z.array(couponSchema),
        signal,
      });
      return data;
    },
  });
}
