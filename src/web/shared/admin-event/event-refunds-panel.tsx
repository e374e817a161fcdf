// The event view's refunds (issue 20, ADR 0415): a cancelled event's progress ("Reembolsos: 12 de
// 40 concluídos"), every refund that is not done (each refused one with "Tentar novamente"), and
// the PIX paid after expiring, each with "Devolver" (the Resumo's attention item links here).
// Shown under the header when the event is cancelled or something is left to give back.
import { Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import {
  type EventCancellationRefunds,
  type LatePix,
  REFUND_STATUS_LABELS,
  type RefundItem,
  refundProgressLabel,
} from '../../../domain/contracts/refunds.ts';
import { formatDateTimeBR } from '../../../domain/dates.ts';
import { formatBRL } from '../../../domain/money.ts';
import { plural } from '../../../domain/plural.ts';
import { describeError } from '../api/describe-error.ts';
import { notify } from '../notify/notify.tsx';
import { useCan } from '../organisation/get-organisation.ts';
import { type RefundAction, useEventRefunds, useRefundAction } from './event-refunds-api.ts';

function CancellationProgress({ progress }: { progress: EventCancellationRefunds }) {
  if (progress.total === 0) {
    return <Text size="sm">Nenhum pedido pago pela plataforma para reembolsar.</Text>;
  }
  const details = [
    progress.aguardando > 0 && `${progress.aguardando} aguardando`,
    progress.em_processamento > 0 && `${progress.em_processamento} em processamento`,
    progress.recusados > 0 && plural(progress.recusados, 'recusado', 'recusados'),
  ].filter(Boolean);
  return (
    <Stack gap={6}>
      <Text fw={600}>{refundProgressLabel(progress)}</Text>
      <Progress
        value={(progress.concluidos / progress.total) * 100}
        color={progress.recusados > 0 ? 'orange' : 'green'}
        aria-label={refundProgressLabel(progress)}
      />
      {details.length > 0 && (
        <Text size="sm" c="dimmed">
          {details.join(' · ')}
        </Text>
      )}
    </Stack>
  );
}

function RefundRow({
  item,
  onRetry,
  retrying,
}: {
  item: RefundItem;
  onRetry: (() => void) | null;
  retrying: boolean;
}) {
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="refund-item">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Group gap="xs">
            <Text fw={600} ff="monospace">
              {item.codigo_pedido}
            </Text>
            <Badge color={item.status === 'failed' ? 'red' : 'yellow'} variant="light">
              {REFUND_STATUS_LABELS[item.status]}
            </Badge>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.comprador} · {formatBRL(item.valor_cents)}
          </Text>
          <Text size="xs" c="dimmed">
            {item.status === 'failed'
              ? item.motivo_falha
              : `Pedido ao meio de pagamento em ${formatDateTimeBR(new Date(item.solicitado_em))}; a Catraca pergunta de novo automaticamente.`}
          </Text>
        </Stack>
        {onRetry && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            onClick={onRetry}
            loading={retrying}
            aria-label={`Tentar novamente o reembolso do pedido ${item.codigo_pedido}`}
          >
            Tentar novamente
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function LatePixRow({
  item,
  onGiveBack,
  busy,
}: {
  item: LatePix;
  onGiveBack: (() => void) | null;
  busy: boolean;
}) {
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="late-pix-item">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Text fw={600} ff="monospace">
            {item.codigo_pedido}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.comprador} · {formatBRL(item.valor_cents)}
          </Text>
          <Text size="xs" c="dimmed">
            Pago em {formatDateTimeBR(new Date(item.pago_em))}, depois de a reserva expirar.
          </Text>
          {item.ultima_falha && (
            <Text size="xs" c="red">
              Devolução recusada: {item.ultima_falha}
            </Text>
          )}
        </Stack>
        {onGiveBack && (
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={onGiveBack}
            loading={busy}
            aria-label={`Devolver o PIX do pedido ${item.codigo_pedido}`}
          >
            Devolver
          </Button>
        )}
      </Group>
    </Paper>
  );
}

export function EventRefundsPanel({ eventId, cancelled }: { eventId: number; cancelled: boolean }) {
  const can = useCan();
  const refunds = useEventRefunds(eventId, can('sales.read'));
  const retry = useRefundAction(eventId);
  const data = refunds.data;
  if (!data || (!data.cancelamento && data.pendencias.length === 0 && data.pix_tardios.length === 0)) {
    return null;
  }
  const failed = data.pendencias.filter((p) => p.status === 'failed');
  const mayRetry = can('sales.refund');
  const busyWith = (kind: RefundAction['kind'], id: number) =>
    retry.isPending && retry.variables?.kind === kind && retry.variables.ids.includes(id);
  const run = (action: RefundAction) =>
    retry.mutate(action, {
      onSuccess: ({ message, data: reply }) => notify(reply.recusados > 0 ? 'error' : 'success', { message }),
      onError: (error) => notify('error', describeError(error)),
    });

  return (
    <Paper withBorder p="md" radius="md" aria-labelledby="event-refunds-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id="event-refunds-title">
            {cancelled ? 'Reembolsos do cancelamento' : 'Reembolsos e devoluções'}
          </Title>
          {mayRetry && failed.length > 1 && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} />}
              loading={retry.isPending}
              onClick={() => run({ kind: 'retry', ids: failed.map((f) => f.id) })}
            >
              Tentar todos novamente
            </Button>
          )}
        </Group>
        {data.cancelamento && <CancellationProgress progress={data.cancelamento} />}
        {data.pendencias.map((item) => (
          <RefundRow
            key={item.id}
            item={item}
            retrying={busyWith('retry', item.id)}
            onRetry={
              mayRetry && item.status === 'failed' ? () => run({ kind: 'retry', ids: [item.id] }) : null
            }
          />
        ))}
        {data.pix_tardios.length > 0 && (
          <Stack gap="xs" id="pix-tardio">
            <Text fw={600} size="sm">
              PIX pagos depois de expirar: devolva aos compradores
            </Text>
            {data.pix_tardios.map((item) => (
              <LatePixRow
                key={item.id}
                item={item}
                busy={busyWith('late_pix', item.id)}
                onGiveBack={mayRetry ? () => run({ kind: 'late_pix', ids: [item.id] }) : null}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
