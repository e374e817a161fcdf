import { Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { CandidatePaymentResult } from '../../../../domain/contracts/candidate-payment.ts';
import type { PaymentStatusResult } from '../../../../domain/contracts/public-event.ts';
import { formatBRL } from '../../../../domain/money.ts';
import { notifyApiError } from '../../../shared/api/notify-api-error.ts';
import { isPixOver, usePaymentStatus } from '../../../shared/checkout/check-payment-status.ts';
import { ExpiryText, PixCopyCode, PixQrCode, useExpiryReached } from '../../../shared/checkout/pix-code.tsx';
import { useConfirmCandidatePix } from '../api/confirm-candidate-pix.ts';

/** The PIX of one charge: QR, copy-and-paste code, minutes left, and the status polled every 10 s. */
export function PixModal({
  payment,
  sandboxMode,
  onClose,
  onPaid,
}: {
  payment: CandidatePaymentResult | null;
  sandboxMode: boolean;
  onClose: () => void;
  onPaid: (status: PaymentStatusResult) => void;
}) {
  const status = usePaymentStatus(payment?.order_payment_id ?? null, payment !== null);
  const sandbox = useConfirmCandidatePix();

  useEffect(() => {
    if (status.data?.paid) onPaid(status.data);
  }, [status.data, onPaid]);

  const pix = payment?.pix ?? null;
  const expiryReached = useExpiryReached(pix?.expires_at ?? null);
  const { refetch } = status;
  // At the deadline ask the server at once: an expired charge answers 'cancelled'.
  useEffect(() => {
    if (expiryReached && payment !== null) void refetch();
  }, [expiryReached, payment, refetch]);
  const isOver = isPixOver(status.data);
  return (
    <Modal
      opened={payment !== null}
      onClose={onClose}
      title="Pague com PIX"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {payment && pix && isOver && (
        <Stack gap="md" align="center" ta="center">
          <Text fw={700} size="lg">
            PIX expirado
          </Text>
          <Text>
            O prazo para pagar este PIX terminou e este código não pode mais ser pago. Feche esta janela e
            toque em Pagar para gerar um novo PIX.
          </Text>
          <Text size="sm" c="dimmed">
            Se você pagou depois do prazo, o valor será devolvido automaticamente.
          </Text>
          <Button onClick={onClose}>Fechar</Button>
        </Stack>
      )}
      {payment && pix && !isOver && (
        <Stack gap="md" align="center" ta="center">
          <Text fw={700} size="xl">
            {formatBRL(payment.amount_cents)}
          </Text>
          <Text size="sm" c="dimmed">
            Abra o app do seu banco, escolha pagar com PIX e escaneie o QR Code ou copie o código abaixo e
            cole no app.
          </Text>
          <PixQrCode code={pix.code} serverImage={null} />
          <ExpiryText expiresAt={pix.expires_at} />
          <PixCopyCode code={pix.code} />
          <Stack gap={4} align="center" role="status">
            <Loader size="sm" />
            <Text size="sm">Aguardando a confirmação do pagamento...</Text>
            <Text size="xs" c="dimmed">
              Verificamos a cada 10 segundos. Você pode manter esta janela aberta.
            </Text>
          </Stack>
          {sandboxMode && (
            <Button
              variant="outline"
              color="orange"
              leftSection={<IconFlask size={16} />}
              loading={sandbox.isPending}
              onClick={() =>
                sandbox.mutate(payment.order_payment_id, {
                  onSuccess: () => void refetch(),
                  onError: notifyApiError,
                })
              }
            >
              Simular pagamento (sandbox)
            </Button>
          )}
        </Stack>
      )}
    </Modal>
  );
}
