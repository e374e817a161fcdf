// A participant's history in the details dialog (ADR 0412): every change after the sale, newest first.
import { Loader, Stack, Text, Timeline } from '@mantine/core';
import { formatDateTimeBR } from '../../../../domain/dates.ts';
import { formatBRL } from '../../../../domain/money.ts';
import { HISTORY_ACTOR_LABELS, PARTICIPANT_HISTORY_LABELS } from '../../../../domain/participant-history.ts';
import { useParticipantHistory } from '../api/order-changes.ts';

function detailOf(details: Record<string, unknown>): string | null {
  const refund = details.valor_reembolso_cents;
  if (typeof refund === 'number' && refund > 0) return `Reembolso de ${formatBRL(refund)}`;
  const changes = details.alteracoes as
    | Record<string, { antes: string | null; depois: string | null }>
    | undefined;
  if (changes) {
    return Object.entries(changes)
      .map(([field, { antes, depois }]) => `${field}: ${antes ?? '—'} → ${depois ?? '—'}`)
      .join(' · ');
  }
  const to = details.para as { nome?: string; email?: string } | undefined;
  if (to) return `Para ${to.nome} (${to.email})`;
  return null;
}

export function ParticipantHistory({ eventId, participantId }: { eventId: number; participantId: number }) {
  const history = useParticipantHistory(eventId, participantId);
  if (history.isPending) return <Loader size="xs" />;
  const entries = history.data ?? [];
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nenhuma alteração desde a inscrição.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={12} lineWidth={2} data-testid="participant-history">
      {entries.map((entry) => {
        const detail = detailOf(entry.detalhes);
        return (
          <Timeline.Item key={`${entry.em}-${entry.acao}`} title={PARTICIPANT_HISTORY_LABELS[entry.acao]}>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {formatDateTimeBR(new Date(entry.em))} · {HISTORY_ACTOR_LABELS[entry.autor]}
              </Text>
              {entry.motivo && <Text size="sm">Motivo: {entry.motivo}</Text>}
              {detail && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {detail}
                </Text>
              )}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
