import { Alert, Button, Text } from '@mantine/core';
import { IconArrowRight, IconClockHour4 } from '@tabler/icons-react';
import type { RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import { formatDateTimeBR } from '../../../../domain/dates.ts';
import { formatBRL } from '../../../../domain/money.ts';
import { orderCode } from '../../../../domain/order-code.ts';

/**
 * Shown on the form and payment steps when the buyer came back (Back) from an order that still
 * waits for its payment (ADR 0104): going forward reopens that same order, never a second one.
 */
export function PendingOrderNotice({
  order,
  payingByCard = false,
  onResume,
}: {
  order: RegistrationResult;
  /** The buyer chose the card for this order: its PIX will be cancelled, its places kept (issue 22). */
  payingByCard?: boolean;
  onResume: () => void;
}) {
  const waitsFor = order.pix
    ? `o pagamento por PIX até ${formatDateTimeBR(new Date(order.pix.expires_at))}`
    : 'a confirmação do pagamento';
  if (payingByCard && order.pix) {
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<IconClockHour4 aria-hidden />}
        title="Pagar o pedido com cartão"
        aria-label="Pagar o pedido com cartão"
        role="region"
      >
        <Text size="sm">
          O pedido <strong>{orderCode(order.order_hash)}</strong> ({formatBRL(order.valor_total_cents)}) será
          pago com o cartão abaixo. O PIX gerado será cancelado e as vagas continuam reservadas para você.
        </Text>
        <Button mt="sm" size="sm" variant="default" onClick={onResume}>
          Voltar ao PIX
        </Button>
      </Alert>
    );
  }
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconClockHour4 aria-hidden />}
      title="Pedido aguardando pagamento"
      aria-label="Pedido aguardando pagamento"
      role="region"
    >
      <Text size="sm">
        O pedido <strong>{orderCode(order.order_hash)}</strong> ({formatBRL(order.valor_total_cents)}) já foi
        criado e aguarda {waitsFor}. Continuar leva você a este mesmo pedido: nenhum pedido novo é criado, e
        alterações feitas agora não mudam este pedido.
      </Text>
      <Button mt="sm" size="sm" rightSection={<IconArrowRight size={16} />} onClick={onResume}>
        Voltar ao pagamento
      </Button>
    </Alert>
  );
}
