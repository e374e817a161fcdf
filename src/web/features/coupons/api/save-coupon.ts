// Novo Cupom (POST) and Editar Cupom (PUT on {cupomId}): the same body, the same reply.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CouponBody, type CouponView, couponSchema } from '../../../../domain/contracts/coupons.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { couponsQueryKey } from './coupons-keys.ts';

export function useSaveCoupon(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: CouponBody }) =>
      apiRequest(id === null ? `/api/eventos/${eventId}/cupons` : `/api/eventos/${eventId}/cupons/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
        schema: couponSchema,
      }),
    onSuccess: ({ data }) =>
      queryClient.setQueryData<CouponView[]>(couponsQueryKey(eventId), (list = []) =>
        list.some((c) => c.id === data.id) ? list.map((c) => (c.id === data.id ? data : c)) : [...list, data],
      ),
  });
}
