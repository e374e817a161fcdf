// §8: the danger dialog Excluir Cupom.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { COUPON_UI_MESSAGES, type CouponView } from '../../../../domain/contracts/coupons.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { useDeleteCoupon } from '../api/delete-coupon.ts';

export function DeleteCouponDialog({
  eventId,
  coupon,
  onClose,
}: {
  eventId: number;
  coupon: CouponView | null;
  onClose: () => void;
}) {
  const remove = useDeleteCoupon(eventId);
  const confirm = () => {
    if (!coupon) return;
    remove.mutate(coupon.id, {
      onSuccess: ({ message }) => {
        notify('success', { message: message ?? 'Cupom excluído.' });
        onClose();
      },
      onError: (error) => {
        const { title, message } = describeError(error);
        notify('error', { title, message: message || COUPON_UI_MESSAGES.deleteFailed });
      },
    });
  };
  return (
    <Modal
      opened={coupon !== null}
      onClose={() => !remove.isPending && onClose()}
      title={COUPON_UI_MESSAGES.deleteTitle}
      closeOnClickOutside={!remove.isPending}
      closeOnEscape={!remove.isPending}
    >
      <Stack>
        <Text>{coupon ? COUPON_UI_MESSAGES.deleteBody(coupon.codigo) : ''}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            Cancelar
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            Excluir
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
