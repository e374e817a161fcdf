// The event view's refunds (issue 20, ADR 0415): a cancelled event's progress ("Reembolsos: 12 de
// 40 concluídos"), and every refund that is not done, each refused one with "Tentar novamente".
// Shown under the header when the event is cancelled or some refund needs attention.
import { Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import {
  type EventCancellationRefunds,
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
import { useEventRefunds, useRetryRefunds } from './event-refunds-api.ts';

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

export function EventRefundsPanel({ eventId, cancelled }: { eventId: number; cancelled: boolean }) {
  const can = useCan();
  const refunds = useEventRefunds(eventId, can('sales.read'));
  const retry = useRetryRefunds(eventId);
  const data = refunds.data;
  if (!data || (!data.cancelamento && data.pendencias.length === 0)) return null;
  const failed = data.pendencias.filter((p) => p.status === 'failed');
  const mayRetry = can('sales.refund');
  const run = (ids: number[]) =>
    retry.mutate(ids, {
      onSuccess: ({ message, data: reply }) => notify(reply.recusados > 0 ? 'error' : 'success', { message }),
      onError: (error) => notify('error', describeError(error)),
    });

  return (
    <Paper withBorder p="md" radius="md" aria-labelledby="event-refunds-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id="event-refunds-title">
            {cancelled ? 'Reembolsos do cancelamento' : 'Reembolsos que precisam de atenção'}
          </Title>
          {mayRetry && failed.length > 1 && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} />}
              loading={retry.isPending}
              onClick={() => run(failed.map((f) => f.id))}
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
            retrying={retry.isPending && retry.variables?.includes(item.id) === true}
            onRetry={mayRetry && item.status === 'failed' ? () => run([item.id]) : null}
          />
        ))}
      </Stack>
    </Paper>
  );
}
