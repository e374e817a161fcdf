import {
  Alert,
  Button,
  Center,
  CopyButton,
  Grid,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCheck, IconCopy, IconFlask, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { PaymentStatusResult, RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import { notifyApiError } from '../../../shared/api/notify-api-error.ts';
import { usePaymentStatus } from '../api/check-payment-status.ts';
import { useConfirmSandboxPix } from '../api/confirm-sandbox-pix.ts';
import { minutesLeft, PIX_QR_SIZE_PX, usePixQrCode } from '../hooks/use-pix-qr-code.ts';
import { OrganiserBlock } from './event-info.tsx';
import { RegistrationSummary } from './order-summary.tsx';

const PIX_UNAVAILABLE_MESSAGE =
  'Dados do PIX não disponíveis. Ocorreu um erro ao carregar os dados do pagamento. Tente recarregar a página.';

export function ExpiryText({ expiresAt }: { expiresAt: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  const minutes = minutesLeft(expiresAt, now);
  if (minutes === null) return null;
  return (
    <Text size="sm" c={minutes === 0 ? 'red' : 'dimmed'} role="status">
      {minutes === 0 ? 'Expirado' : `Expira em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`}
    </Text>
  );
}

export function PixQrCode({ code, serverImage }: { code: string; serverImage: string | null }) {
  const qr = usePixQrCode(code, serverImage);
  if (qr.status === 'ready') {
    return <Image src={qr.dataUrl} w={PIX_QR_SIZE_PX} h={PIX_QR_SIZE_PX} alt="QR Code do PIX" />;
  }
  return (
    <Center w={PIX_QR_SIZE_PX} h={PIX_QR_SIZE_PX} bg="gray.1" style={{ borderRadius: 8 }}>
      {qr.status === 'loading' ? (
        <Loader size="sm" />
      ) : (
        <Text size="xs" c="red">
          Não foi possível gerar o QR Code
        </Text>
      )}
    </Center>
  );
}

/** The copy-and-paste code, selectable, with its copy button (also the candidate page's PIX). */
export function PixCopyCode({ code }: { code: string }) {
  return (
    <>
      <Textarea
        w="100%"
        label="PIX copia e cola"
        value={code}
        readOnly
        autosize
        minRows={2}
        styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <Button
            variant="light"
            color={copied ? 'green' : undefined}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            onClick={copy}
          >
            {copied ? 'Código copiado!' : 'Copiar código PIX'}
          </Button>
        )}
      </CopyButton>
    </>
  );
}

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
