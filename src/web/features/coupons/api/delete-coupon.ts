import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CouponView, couponSchema } from '../../../../domain/contracts/coupons.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { couponsQueryKey } from './coupons-keys.ts';

export function useDeleteCoupon(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      apiRequest(`/api/eventos/${eventId}/cupons/${id}`, { method: 'DELETE', schema: couponSchema }),
    onSuccess: ({ data }) =>
      queryClient.setQueryData<CouponView[]>(couponsQueryKey(eventId), (list = []) =>
        list.filter((c) => c.id !== data.id),
      ),
  });
}
