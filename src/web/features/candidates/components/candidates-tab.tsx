// Pré-Inscritos (spec organiser-dashboard §2, §4, §5, §8): cards, the candidates table on the shared
// data table, the details dialog, actions by status and in bulk behind one confirmation dialog,
// Selecionar Participantes, Comunicar Pré-inscritos and the Excel export.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconMail, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CANDIDATE_FAILURE,
  CANDIDATE_SUCCESS,
  type CandidateAction,
  SELECTION_MESSAGES,
} from '../../../../domain/candidate-rules.ts';
import type { CandidateRow } from '../../../../domain/contracts/candidates.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import type { EventTabProps } from '../../../shared/lib/event-tab.ts';
import { notify, notifyWarning } from '../../../shared/notify/notify.tsx';
import { useCandidateAction, useCandidateSummary } from '../api/candidates-api.ts';
import { CandidateCards } from './candidate-cards.tsx';
import { CandidateDetailsDialog } from './candidate-details-dialog.tsx';
import { CandidatesTable } from './candidates-table.tsx';
import { CommunicateModal } from './communicate-modal.tsx';
import { ConfirmActionDialog, type ConfirmState } from './confirm-action-dialog.tsx';
import { DrawsCard } from './draws-card.tsx';
import { SelectionModal } from './selection-modal.tsx';

type IdAction = Exclude<CandidateAction, 'communicate'>;

interface ConfirmText {
  title: string;
  verb: string;
  confirmLabel: string;
  color: string;
  /** What else the action does that the organiser should know first. */
  note?: string;
}

const CONFIRM: Record<IdAction, ConfirmText> = {
  select: { title: 'Selecionar candidatos', verb: 'selecionar', confirmLabel: 'Selecionar', color: 'green' },
  disqualify: {
    title: 'Desclassificar candidatos',
    verb: 'desclassificar',
    confirmLabel: 'Desclassificar',
    color: 'red',
  },
  resend: {
    title: 'Reenviar email de pagamento',
    verb: 'reenviar o email de pagamento para',
    confirmLabel: 'Reenviar',
    color: 'blue',
  },
  exempt: {
    title: 'Conceder isenção',
    verb: 'conceder isenção de pagamento para',
    confirmLabel: 'Conceder isenção',
    color: 'grape',
  },
  revert: {
    title: 'Reverter para pré-inscrito',
    verb: 'reverter para pré-inscrito',
    confirmLabel: 'Reverter',
    color: 'gray',
    // A revert always e-mails the buyer of each order (ADR 0427): said before it happens.
    note: 'Quem fez cada pré-inscrição recebe um e-mail avisando que ela voltou para análise.',
  },
};

const who = (rows: CandidateRow[]) =>
  rows.length === 1 ? (rows[0]?.nome ?? '') : `${rows.length} candidatos`;

export function CandidatesTab({ event }: EventTabProps) {
  const summary = useCandidateSummary(event.id);
  const mutation = useCandidateAction(event.id);
  const [details, setDetails] = useState<CandidateRow | null>(null);
  const [pending, setPending] = useState<{
    action: IdAction;
    rows: CandidateRow[];
    done?: () => void;
  } | null>(null);
  const [confirm, setConfirm] = useState<ConfirmState | null>(null);
  const [notifyCandidates, setNotifyCandidates] = useState(true);
  const [selecting, setSelecting] = useState(false);
  const [communicate, setCommunicate] = useState<number[] | null>(null);

  const startAction = (action: CandidateAction, rows: CandidateRow[], done?: () => void) => {
    if (action === 'communicate') {
      setCommunicate(rows.map((r) => r.id));
      return;
    }
    const text = CONFIRM[action];
    setPending({ action, rows, done });
    setNotifyCandidates(true);
    setConfirm({
      title: text.title,
      message: `Deseja ${text.verb} ${who(rows)}?`,
      confirmLabel: text.confirmLabel,
      color: text.color,
      withNotify: action === 'disqualify',
      note: text.note,
    });
  };

  const runConfirmed = () => {
    if (!pending) return;
    const { action, rows, done } = pending;
    mutation.mutate(
      { action, ids: rows.map((r) => r.id), notify: notifyCandidates },
      {
        onSuccess: ({ message }) => {
          const title = CANDIDATE_SUCCESS[action];
          const detail = message?.startsWith(title) ? message.slice(title.length).trim() : message;
          notify('success', detail ? { title, message: detail } : { message: title });
          setConfirm(null);
          setPending(null);
          setDetails(null);
          done?.();
        },
        onError: (error) =>
          notify('error', {
            title: 'Erro',
            message: isApiError(error) ? error.message : CANDIDATE_FAILURE[action],
          }),
      },
    );
  };

  const openSelection = () => {
    if (summary.data && summary.data.contagem.pre_inscrito === 0) {
      notifyWarning(SELECTION_MESSAGES.noneAvailable);
      return;
    }
    setSelecting(true);
  };

  const total = summary.data
    ? Object.values(summary.data.contagem).reduce((sum, n) => sum + n, 0)
    : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={3}>Pré-Inscritos</Title>
          {total !== undefined && (
            <Text size="sm" c="dimmed">
              {total === 1 ? '1 candidato' : `${total.toLocaleString('pt-BR')} candidatos`}
            </Text>
          )}
        </div>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconMail size={16} />} onClick={() => setCommunicate([])}>
            Comunicar Pré-inscritos
          </Button>
          <Button leftSection={<IconUsersGroup size={16} />} onClick={openSelection} disabled={!summary.data}>
            Selecionar Participantes
          </Button>
        </Group>
      </Group>
      <CandidateCards summary={summary.data} />
      <DrawsCard eventId={event.id} />
      <CandidatesTable
        event={event}
        onOpen={setDetails}
        onAction={startAction}
        exportIcon={<IconFileSpreadsheet size={16} />}
      />
      <CandidateDetailsDialog
        eventId={event.id}
        opened={details}
        onClose={() => setDetails(null)}
        onAction={(action, row) => startAction(action, [row])}
      />
      <ConfirmActionDialog
        state={confirm}
        loading={mutation.isPending}
        notify={notifyCandidates}
        onNotifyChange={setNotifyCandidates}
        onConfirm={runConfirmed}
        onClose={() => {
          setConfirm(null);
          setPending(null);
        }}
      />
      {summary.data && (
        <SelectionModal
          eventId={event.id}
          summary={summary.data}
          opened={selecting}
          onClose={() => setSelecting(false)}
        />
      )}
      <CommunicateModal
        event={event}
        ids={communicate ?? []}
        opened={communicate !== null}
        onClose={() => setCommunicate(null)}
      />
    </Stack>
  );
}
