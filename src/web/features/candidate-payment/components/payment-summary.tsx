import { Button, Divider, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { CandidatePaymentTotals } from '../../../../domain/candidate-payment.ts';
import { COUPON_CODE_REQUIRED_MESSAGE } from '../../../../domain/coupon.ts';
import { formatBRL } from '../../../../domain/money.ts';
import { AppliedCouponRow, couponErrorMessage } from '../../../shared/checkout/applied-coupon.tsx';
import { notifySuccess } from '../../../shared/notify/notify.tsx';

export interface AppliedCoupon {
  code: string;
  /** 10 = percentual: the discount follows the chosen people; otherwise reais off. */
  type: number;
  value: number;
  /** The ticket types the discount reaches; [] is every ticket type (ADR 0425). */
  ticketTypeIds: number[];
}

/** The chosen people's money (spec §2 "financial summary") with the coupon entry. */
export function PaymentSummary({
  count,
  totals,
  coupon,
  validating,
  onApplyCoupon,
  onRemoveCoupon,
}: {
  count: number;
  totals: CandidatePaymentTotals;
  coupon: AppliedCoupon | null;
  validating: boolean;
  onApplyCoupon: (code: string) => Promise<string | null>;
  onRemoveCoupon: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const apply = async () => {
    if (code.trim() === '') {
      setError(COUPON_CODE_REQUIRED_MESSAGE);
      return;
    }
    const failure = await onApplyCoupon(code.trim()).catch((cause: unknown) => couponErrorMessage(cause));
    if (failure) setError(failure);
    else {
      setCode('');
      notifySuccess('Cupom aplicado com sucesso!');
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Resumo financeiro">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Resumo do pagamento
        </Title>
        <Group justify="space-between">
          <Text size="sm">
            {count} {count === 1 ? 'participante selecionado' : 'participantes selecionados'}
          </Text>
          <Text size="sm">{formatBRL(totals.subtotalCents)}</Text>
        </Group>
        {coupon ? (
          <AppliedCouponRow
            code={coupon.code}
            onRemove={onRemoveCoupon}
            discount={
              <Text size="sm" c="green">
                − {formatBRL(totals.discountCents)}
              </Text>
            }
          />
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void apply();
            }}
          >
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                flex={1}
                label="Cupom de desconto"
                placeholder="Código do cupom"
                value={code}
                error={error}
                autoComplete="off"
                onChange={(event) => {
                  setCode(event.currentTarget.value.toUpperCase());
                  setError(null);
                }}
              />
              <Button type="submit" variant="light" mt={25} loading={validating}>
                Aplicar
              </Button>
            </Group>
          </form>
        )}
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={700} size="lg" data-testid="payment-total">
            {totals.isFree ? 'Gratuito' : formatBRL(totals.amountDueCents)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
