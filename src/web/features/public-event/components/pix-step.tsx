import { Alert, Button, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconFlask, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { PaymentStatusResult, RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import { notifyApiError } from '../../../shared/api/notify-api-error.ts';
import { usePaymentStatus } from '../../../shared/checkout/check-payment-status.ts';
import { ExpiryText, PixCopyCode, PixQrCode } from '../../../shared/checkout/pix-code.tsx';
import { useConfirmSandboxPix } from '../api/confirm-sandbox-pix.ts';
import { OrganiserBlock } from './event-info.tsx';
import { RegistrationSummary } from './order-summary.tsx';

const PIX_UNAVAILABLE_MESSAGE =
  'Dados do PIX não disponíveis. Ocorreu um erro ao carregar os dados do pagamento. Tente recarregar a página.';

/** Step 4 of spec §2 (EventoPagamento): the PIX to pay, and 'Já Paguei' polling every 10 s. */
export function PixStep({
  registration,
  sandboxMode,
  organiserName,
  onPaid,
}: {
  registration: RegistrationResult;
  sandboxMode: boolean;
  /** Who receives the payment, beside the summary (fills the side column on a desktop). */
  organiserName: string;
  onPaid: (status: PaymentStatusResult) => void;
}) {
  const { pix } = registration;
  // A pending card (no PIX) is already being confirmed by the gateway: poll from the start.
  const [polling, setPolling] = useState(pix === null);
  const status = usePaymentStatus(registration.order_payment_id, polling);
  const sandbox = useConfirmSandboxPix();

  useEffect(() => {
    if (status.data?.paid) onPaid(status.data);
  }, [status.data, onPaid]);

  const simulatePayment = () =>
    sandbox.mutate(registration.order_hash, {
      onSuccess: () => {
        if (polling) void status.refetch();
        else setPolling(true);
      },
      onError: notifyApiError,
    });

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder p="lg" component="section" aria-label="Pagamento PIX">
          <Stack gap="md" align="center" ta="center">
            <Title order={2}>{pix ? 'Pague com PIX' : 'Processando Pagamento'}</Title>
            {pix === null && registration.payment_method === 'pix' && (
              <Alert color="red" icon={<IconAlertCircle />} ta="left">
                {PIX_UNAVAILABLE_MESSAGE}
              </Alert>
            )}
            {pix && (
              <>
                <Text size="sm" c="dimmed">
                  Abra o app do seu banco, escolha pagar com PIX e escaneie o QR Code ou use o código copia e
                  cola.
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
            ) : polling ? (
              <Stack gap={4} align="center" role="status">
                <Loader size="sm" />
                <Text size="sm">Aguardando a confirmação do pagamento...</Text>
                <Text size="xs" c="dimmed">
                  Verificamos a cada 10 segundos. Você pode manter esta página aberta.
                </Text>
              </Stack>
            ) : (
              <Button size="md" leftSection={<IconRefresh size={18} />} onClick={() => setPolling(true)}>
                Já Paguei
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
