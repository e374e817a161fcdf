import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ValidateCouponResult } from '../../../../domain/contracts/public-event.ts';
import { AppliedCouponRow, couponErrorMessage } from '../../../shared/checkout/applied-coupon.tsx';
import { notifySuccess } from '../../../shared/notify/notify.tsx';
import { useValidateCoupon } from '../api/validate-coupon.ts';

export function CouponInput({
  eventId,
  subtotalCents,
  items,
  applied,
  onApply,
  onRemove,
}: {
  eventId: number;
  subtotalCents: number;
  /** The cart's lines: the server prices them and matches a coupon limited to ticket types. */
  items: { ticketTypeId: number; quantity: number }[];
  applied: ValidateCouponResult | null;
  onApply: (coupon: ValidateCouponResult) => void;
  onRemove: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const validate = useValidateCoupon(eventId);

  if (applied) return <AppliedCouponRow code={applied.code} onRemove={onRemove} />;

  const submit = () => {
    const codigo = code.trim();
    if (codigo === '') return; // spec §5: only a non-blank code is sent
    setError(null);
    validate.mutate(
      { codigo, cart_total: subtotalCents / 100, itens: items },
      {
        onSuccess: (coupon) => {
          setCode('');
          onApply(coupon);
          notifySuccess('Cupom aplicado com sucesso!');
        },
        onError: (cause) => setError(couponErrorMessage(cause)),
      },
    );
  };

  return (
    <form
      onSubmit={(formEvent) => {
        formEvent.preventDefault();
        submit();
      }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          flex={1}
          label="Cupom de desconto"
          placeholder="Código do cupom"
          value={code}
          onChange={(changeEvent) => {
            setCode(changeEvent.currentTarget.value.toUpperCase());
            setError(null);
          }}
          error={error}
          autoComplete="off"
        />
        <Button
          type="submit"
          variant="light"
          mt={25}
          loading={validate.isPending}
          disabled={code.trim() === ''}
        >
          Aplicar
        </Button>
      </Group>
    </form>
  );
}
