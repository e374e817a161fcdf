import { Alert, Button, Text } from '@mantine/core';
import { IconArrowRight, IconClockHour4 } from '@tabler/icons-react';
import type { RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import { orderCode } from '../../../../domain/order-code.ts';

/**
 * Shown on the form and payment steps when the buyer came back (Back) from an order that still
 * waits for its payment (ADR 0104): going forward reopens that same order, never a second one.
 */
export function PendingOrderNotice({ order, onResume }: { order: RegistrationResult; onResume: () => void }) {
  const waitsFor = order.pix ? 'o pagamento por PIX' : 'a confirmação do pagamento';
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
        O pedido <strong>{orderCode(order.order_hash)}</strong> já foi criado e aguarda {waitsFor}. Continuar
        leva você a este mesmo pedido: nenhum pedido novo é criado, e alterações feitas agora não mudam este
        pedido.
      </Text>
      <Button mt="sm" size="sm" rightSection={<IconArrowRight size={16} />} onClick={onResume}>
        Voltar ao pagamento
      </Button>
    </Alert>
  );
}
