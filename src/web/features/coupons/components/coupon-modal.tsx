// Novo Cupom / Editar Cupom (spec §2 Coupons, §5 Coupon). The inputs are checked by the domain's
// coupon form schema (the server's couponBodySchema on the body they make); a failure highlights
// the fields and shows Erro de Validação for 3 s.
import { Button, Group, Modal, Stack } from '@mantine/core';
import {
  COUPON_FORM_MESSAGES,
  COUPON_UI_MESSAGES,
  type CouponBody,
  type CouponView,
  couponErrorLines,
} from '../../../../domain/contracts/coupons.ts';
import {
  couponFormSchema,
  couponInputOf,
  couponToDraft,
  emptyCouponDraft,
} from '../../../../domain/coupon-form.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { useSaveCoupon } from '../api/save-coupon.ts';
import {
  CouponAmountFields,
  CouponDiscountFields,
  CouponPeriodFields,
  type CouponTicketOption,
  CouponTicketTypesField,
} from './coupon-sections.tsx';

export const VALIDATION_TOAST_MS = 3000;

interface Props {
  eventId: number;
  opened: boolean;
  /** null: Novo Cupom. */
  coupon: CouponView | null;
  /** The event's ticket types, for "Vale para os ingressos". */
  tickets: CouponTicketOption[];
  onClose: () => void;
}

export function CouponModal({ eventId, opened, coupon, tickets, onClose }: Props) {
  const save = useSaveCoupon(eventId);
  return (
    <Modal
      opened={opened}
      onClose={() => !save.isPending && onClose()}
      title={coupon ? 'Editar Cupom' : 'Novo Cupom'}
      size="lg"
    >
      {/* Mounted with the modal: every opening starts from the coupon (or a blank one). */}
      <CouponForm coupon={coupon} tickets={tickets} save={save} onClose={onClose} />
    </Modal>
  );
}

function CouponForm({
  coupon,
  tickets,
  save,
  onClose,
}: {
  coupon: CouponView | null;
  tickets: CouponTicketOption[];
  save: ReturnType<typeof useSaveCoupon>;
  onClose: () => void;
}) {
  const form = useSchemaForm(couponFormSchema, coupon ? couponToDraft(coupon) : emptyCouponDraft());

  const submit = (body: CouponBody) =>
    save.mutate(
      { id: coupon?.id ?? null, body },
      {
        onSuccess: ({ message }) => {
          notify('success', { message: message ?? 'Cupom salvo.' });
          onClose();
        },
        onError: (failure) => {
          const fieldErrors = isApiError(failure) ? failure.fieldErrors : null;
          for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
            const input = couponInputOf(field, form.getValues('tipo'));
            if (input && messages[0]) form.setError(input, { message: messages[0] });
          }
          const { title, message } = describeError(failure);
          // §8: the server's validation errors, one per line; else its message, else the fallback.
          notify('error', {
            title,
            message: couponErrorLines(fieldErrors) ?? (message || COUPON_UI_MESSAGES.saveFailed),
          });
        },
      },
    );

  const invalid = () =>
    notify('error', {
      title: COUPON_FORM_MESSAGES.validationTitle,
      message: COUPON_FORM_MESSAGES.validationBody,
      durationMs: VALIDATION_TOAST_MS,
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit, invalid)}>
      <Stack gap="md">
        <CouponDiscountFields form={form} />
        <CouponAmountFields form={form} />
        <CouponTicketTypesField form={form} tickets={tickets} />
        <CouponPeriodFields form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={save.isPending}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
