// The applied coupon's row and the refusal text a buyer reads: the public event's checkout and
// the candidate's payment page apply coupons through different endpoints but show them alike.
import { Badge, CloseButton, Group, Text } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { COUPON_INVALID_MESSAGE } from '../../../domain/coupon.ts';
import { ERROR_MESSAGES } from '../../../domain/errors.ts';
import { isApiError } from '../api/api-error.ts';

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
