import { Alert, Button, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconClockX, IconCreditCard, IconFlask, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { PaymentStatusResult, RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import { formatBRL } from '../../../../domain/money.ts';
import { notifyApiError } from '../../../shared/api/notify-api-error.ts';
import { isPixOver, usePaymentStatus } from '../../../shared/checkout/check-payment-status.ts';
import { ExpiryText, PixCopyCode, PixQrCode, useExpiryReached } from '../../../shared/checkout/pix-code.tsx';
import { useConfirmSandboxPix } from '../api/confirm-sandbox-pix.ts';
import { OrganiserBlock } from './event-info.tsx';
import { RegistrationSummary } from './order-summary.tsx';

const PIX_UNAVAILABLE_MESSAGE =
  'Dados do PIX não disponíveis. Ocorreu um erro ao carregar os dados do pagamento. Tente recarregar a página.';

/** The PIX can no longer be paid: said plainly, with the one way forward (issue 22). */
function PixExpired({ onStartOver }: { onStartOver: () => void }) {
  return (
    <Stack gap="md" align="center" ta="center">
      <IconClockX size={48} color="var(--mantine-color-red-8)" aria-hidden />
      <Title order={2}>PIX expirado</Title>
      <Text>
        O prazo para pagar este PIX terminou e as vagas reservadas foram liberadas. Este código não pode mais
        ser pago.
      </Text>
      <Text size="sm" c="dimmed">
        Se você pagou depois do prazo, o valor será devolvido automaticamente para a sua conta.
      </Text>
      <Button size="md" onClick={onStartOver}>
        Fazer nova inscrição
      </Button>
    </Stack>
  );
}

/**
 * Step 4 of spec §2 (EventoPagamento): the PIX to pay. The status is polled every 10 s from the
 * moment the screen opens, so a buyer who pays in the bank app sees it land; 'Já Paguei' asks at
 * once. An expired PIX shows no code to pay; a buyer who wants installments can pay by card.
 */
export function PixStep({
  registration,
  sandboxMode,
  organiserName,
  canPayByCard,
  onPaid,
  onPayByCard,
  onStartOver,
}: {
  registration: RegistrationResult;
  sandboxMode: boolean;
  /** Who receives the payment, beside the summary (fills the side column on a desktop). */
  organiserName: string;
  /** The event and every ticket of the order take cards. */
  canPayByCard: boolean;
  onPaid: (status: PaymentStatusResult) => void;
  onPayByCard: () => void;
  onStartOver: () => void;
}) {
  const { pix } = registration;
  const status = usePaymentStatus(registration.order_payment_id, true);
  const sandbox = useConfirmSandboxPix();
  const expiryReached = useExpiryReached(pix?.expires_at ?? null);
  const isOver = isPixOver(status.data);
  const { refetch } = status;

  useEffect(() => {
    if (status.data?.paid) onPaid(status.data);
  }, [status.data, onPaid]);

  // At the deadline ask the server now: it releases the places and answers 'cancelled'.
  useEffect(() => {
    if (expiryReached) void refetch();
  }, [expiryReached, refetch]);

  const simulatePayment = () =>
    sandbox.mutate(registration.order_hash, {
      onSuccess: () => void refetch(),
      onError: notifyApiError,
    });

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder p="lg" component="section" aria-label="Pagamento PIX">
          {isOver ? (
            <PixExpired onStartOver={onStartOver} />
          ) : (
            <Stack gap="md" align="center" ta="center">
              <Title order={2}>{pix ? 'Pague com PIX' : 'Processando Pagamento'}</Title>
              {pix === null && registration.payment_method === 'pix' && (
                <Alert color="red" icon={<IconAlertCircle />} ta="left">
                  {PIX_UNAVAILABLE_MESSAGE}
                </Alert>
              )}
              {pix && (
                <>
                  <Text size="xl" fw={700} data-testid="pix-amount">
                    {formatBRL(registration.valor_total_cents)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    Abra o app do seu banco, escolha pagar com PIX e escaneie o QR Code ou copie o código
                    abaixo e cole no app.
                  </Text>
                  <PixQrCode code={pix.code} serverImage={pix.qrcode_data} />
                  <ExpiryText expiresAt={pix.expires_at} />
                  <PixCopyCode code={pix.code} />
                </>
              )}
              {registration.order_payment_id === null ? (
                <Text c="red" size="sm">
                  ID do pagamento não encontrado. Tente novamente.
                </Text>
              ) : (
                <Stack gap={6} align="center" role="status">
                  <Stack gap={4} align="center">
                    <Loader size="sm" aria-hidden />
                    <Text size="sm">Aguardando a confirmação do pagamento...</Text>
                    <Text size="xs" c="dimmed">
                      Verificamos a cada 10 segundos. Você pode manter esta página aberta.
                    </Text>
                  </Stack>
                  {pix && (
                    <Button
                      variant="default"
                      leftSection={<IconRefresh size={18} />}
                      loading={status.isFetching}
                      onClick={() => void refetch()}
                    >
                      Já Paguei
                    </Button>
                  )}
                </Stack>
              )}
              {pix && canPayByCard && (
                <Button variant="subtle" leftSection={<IconCreditCard size={18} />} onClick={onPayByCard}>
                  Prefiro pagar com cartão de crédito
                </Button>
              )}
              {sandboxMode && pix && (
                <Button
                  variant="outline"
                  color="orange"
                  leftSection={<IconFlask size={16} />}
                  loading={sandbox.isPending}
                  onClick={simulatePayment}
                >
                  Simular pagamento (sandbox)
                </Button>
              )}
            </Stack>
          )}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <RegistrationSummary result={registration} />
          <OrganiserBlock name={organiserName} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
