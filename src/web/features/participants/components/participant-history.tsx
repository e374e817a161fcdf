// A participant's history in the details dialog (ADR 0412): every change after the sale, newest first.
import { Stack, Text, Timeline } from '@mantine/core';
import { formatDateTimeBR } from '../../../../domain/dates.ts';
import { maskCpfCnpj, maskPhone } from '../../../../domain/documents.ts';
import { formatBRL } from '../../../../domain/money.ts';
import {
  EDITED_PERSON_FIELD_LABELS,
  HISTORY_ACTOR_LABELS,
  PARTICIPANT_HISTORY_LABELS,
} from '../../../../domain/participant-history.ts';
import { Busy } from '../../../shared/ui/busy.tsx';
import { useParticipantHistory } from '../api/order-changes.ts';

type Changes = Record<string, { antes: string | null; depois: string | null }>;

function shown(field: string, value: string | null): string {
  if (!value) return '—';
  if (field === 'telefone') return maskPhone(value);
  if (field === 'cpf') return maskCpfCnpj(value);
  return value;
}

/** An entry's lines: the refund, each changed person field and answer (old → new), the new holder. */
function detailsOf(details: Record<string, unknown>): string[] {
  const refund = details.valor_reembolso_cents;
  if (typeof refund === 'number' && refund > 0) return [`Reembolso de ${formatBRL(refund)}`];
  const lines: string[] = [];
  for (const [field, { antes, depois }] of Object.entries((details.alteracoes ?? {}) as Changes)) {
    lines.push(
      `${EDITED_PERSON_FIELD_LABELS[field] ?? field}: ${shown(field, antes)} → ${shown(field, depois)}`,
    );
  }
  for (const [question, { antes, depois }] of Object.entries((details.respostas ?? {}) as Changes)) {
    lines.push(`Resposta “${question}”: ${antes ?? '—'} → ${depois ?? '—'}`);
  }
  const to = details.para as { nome?: string; email?: string } | undefined;
  if (to) lines.push(`Para ${to.nome} (${to.email})`);
  return lines;
}

export function ParticipantHistory({ eventId, participantId }: { eventId: number; participantId: number }) {
  const history = useParticipantHistory(eventId, participantId);
  if (history.isPending) return <Busy size="xs" label="Carregando histórico" />;
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
        const lines = detailsOf(entry.detalhes);
        return (
          <Timeline.Item key={`${entry.em}-${entry.acao}`} title={PARTICIPANT_HISTORY_LABELS[entry.acao]}>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {formatDateTimeBR(new Date(entry.em))} · {HISTORY_ACTOR_LABELS[entry.autor]}
              </Text>
              {entry.motivo && <Text size="sm">Motivo: {entry.motivo}</Text>}
              {lines.map((line) => (
                <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {line}
                </Text>
              ))}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
