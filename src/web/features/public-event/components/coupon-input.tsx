import { Badge, Button, CloseButton, Group, Text, TextInput } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { ValidateCouponResult } from '../../../../domain/contracts/public-event.ts';
import { COUPON_INVALID_MESSAGE } from '../../../../domain/coupon.ts';
import { ERROR_MESSAGES } from '../../../../domain/errors.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { notifySuccess } from '../../../shared/notify/notify.tsx';
import { useValidateCoupon } from '../api/validate-coupon.ts';

const COUPON_UNEXPECTED_MESSAGE = 'Erro ao validar cupom. Tente novamente.';

/** The refusal the buyer reads: the server's reason for a 4xx, a retry hint otherwise (§8). */
export function couponErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return COUPON_UNEXPECTED_MESSAGE;
  const generic: string[] = [ERROR_MESSAGES.unknown, ERROR_MESSAGES.invalidData, ERROR_MESSAGES.notFound];
  return error.message.trim() === '' || generic.includes(error.message)
    ? COUPON_INVALID_MESSAGE
    : error.message;
}

/** The applied coupon's code, optionally what it takes off, and the button that removes it. */
export function AppliedCouponRow({
  code,
  discount,
  onRemove,
}: {
  code: string;
  discount?: ReactNode;
  onRemove: () => void;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <IconDiscount size={18} aria-hidden />
        <Text size="sm">Cupom aplicado:</Text>
        <Badge variant="light" color="green">
          {code}
        </Badge>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {discount}
        <CloseButton aria-label="Remover cupom" onClick={onRemove} />
      </Group>
    </Group>
  );
}

export function CouponInput({
  eventId,
  subtotalCents,
  applied,
  onApply,
  onRemove,
}: {
  eventId: number;
  subtotalCents: number;
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
      { codigo, cart_total: subtotalCents / 100 },
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
