// §4 Coupon: an active coupon calls inativar, an inactive one ativar; the card flips only when the
// server answers (no optimistic update), and the tab allows one toggle at a time.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CouponView, couponSchema } from '../../../../domain/contracts/coupons.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { couponsQueryKey } from './coupons-keys.ts';

export function useToggleCoupon(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (coupon: CouponView) =>
      apiRequest(`/api/eventos/${eventId}/cupons/${coupon.id}/${coupon.ativo ? 'inativar' : 'ativar'}`, {
        method: 'POST',
        schema: couponSchema,
      }),
    onSuccess: ({ data }) =>
      queryClient.setQueryData<CouponView[]>(couponsQueryKey(eventId), (list = []) =>
        list.map((c) => (c.id === data.id ? data : c)),
      ),
  });
}
