// The participant list of one event: the generic server-side table with the participants' columns,
// filters, row menu, bulk presence and Comunicar on the selection.
import { useMediaQuery } from '@mantine/hooks';
import {
  IconCopy,
  IconFileSpreadsheet,
  IconId,
  IconMail,
  IconMailForward,
  IconReceiptRefund,
  IconSend,
  IconUserCheck,
  IconUserX,
} from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import type { ResendKind } from '../../../../domain/contracts/order-changes.ts';
import type { AdminEvent } from '../../../../domain/contracts/organiser-events.ts';
import {
  PARTICIPANT_LIST,
  type ParticipantDetails,
  type ParticipantRow,
} from '../../../../domain/contracts/participants.ts';
import type { ListSelection } from '../../../../domain/list-selection.ts';
import { parseMoney } from '../../../../domain/money.ts';
import { CANCELLABLE_STATUSES } from '../../../../domain/order-lifecycle.ts';
import { canAttend, type ParticipantStatus } from '../../../../domain/participant-status.ts';
import { plural } from '../../../../domain/plural.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { DataTable, MOBILE_MEDIA_QUERY } from '../../../shared/data-table/data-table.tsx';
import { knownSelectedRows, toSelectionPayload } from '../../../shared/data-table/selection.ts';
import type { BulkAction, ExportItem, RowAction } from '../../../shared/data-table/types.ts';
import { useServerTable } from '../../../shared/data-table/use-server-table.ts';
import { notify, notifySuccess } from '../../../shared/notify/notify.tsx';
import { downloadParticipantReport } from '../api/download-report.ts';
import { getParticipantSelection, getParticipants } from '../api/get-participants.ts';
import { useResendEmail, useResendFailedEmails } from '../api/order-changes.ts';
import { participantsQueryKey } from '../api/participants-keys.ts';
import { useSetBulkPresence } from '../api/set-bulk-presence.ts';
import { useSetPresence } from '../api/set-presence.ts';
import {
  CancelParticipantsModal,
  type CancelTarget,
  cancelTargetLabel,
} from './cancel-participants-modal.tsx';
import { CommunicateModal } from './communicate-modal.tsx';
import { EditParticipantModal } from './edit-participant-modal.tsx';
import { participantColumns, participantFilterFields } from './participant-columns.tsx';
import { type DetailsActions, ParticipantDetailsModal } from './participant-details-modal.tsx';
import { CANNOT_ATTEND_REASON } from './presence-switch.tsx';
import { TransferParticipantModal } from './transfer-participant-modal.tsx';

const RESEND_MESSAGES_NOT_CONFIRMED =
  'Só participantes confirmados (pagos ou isentos) recebem ingresso e confirmação.';

const isCancellable = (status: ParticipantStatus) =>
  (CANCELLABLE_STATUSES as readonly string[]).includes(status);

function copy(text: string, what: string) {
  void navigator.clipboard?.writeText(text).then(
    () => notifySuccess(`${what} copiado: ${text}`),
    () => notify('warning', { message: `Não foi possível copiar. ${what}: ${text}` }),
  );
}

export function ParticipantsTable({ event }: { event: AdminEvent }) {
  const table = useServerTable({
    tableKey: 'participantes',
    eventId: event.id,
    spec: PARTICIPANT_LIST,
    queryKey: participantsQueryKey(event.id),
    fetchPage: (query, signal) => getParticipants(event.id, query, signal),
    fetchSnapshot: (query) => getParticipantSelection(event.id, query),
    rowId: (row: ParticipantRow) => row.id,
  });
  const presence = useSetPresence(event.id);
  const bulkPresence = useSetBulkPresence(event.id);
  const { mutate: mutatePresence } = presence;
  const setPresence = useCallback(
    (participant: ParticipantRow, presenca: boolean) => mutatePresence({ participant, presenca }),
    [mutatePresence],
  );

  const compact = useMediaQuery(MOBILE_MEDIA_QUERY) ?? false;
  const columns = useMemo(() => participantColumns(setPresence, compact), [setPresence, compact]);
  const filterFields = useMemo(() => participantFilterFields(event.tipos_ingresso), [event.tipos_ingresso]);

  const [detailsOf, setDetailsOf] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null);
  const [person, setPerson] = useState<{ data: ParticipantDetails; mode: 'editar' | 'transferir' } | null>(
    null,
  );
  const resend = useResendEmail(event.id);
  const resendFailed = useResendFailedEmails(event.id);
  const onError = (error: unknown) => {
    const { title, message } = describeError(error);
    notify('error', { title, message });
  };
  const sendAgain = (id: number, tipo: ResendKind) =>
    resend.mutate({ id, tipo }, { onSuccess: (message) => notifySuccess(message), onError });
  const paidOf = (rows: ParticipantRow[]) =>
    rows.reduce(
      (sum, r) => sum + (r.status === 'pago' && !r.nuncaPago ? (parseMoney(r.valorPago) ?? 0) : 0),
      0,
    );
  const detailsActions: DetailsActions = {
    onEdit: (data) => setPerson({ data, mode: 'editar' }),
    onTransfer: (data) => setPerson({ data, mode: 'transferir' }),
    onCancel: (data) => setCancelling({ ids: [data.id], label: data.nome, paidCents: paidOf([data]) }),
    onResend: (data, tipo) => sendAgain(data.id, tipo),
  };
  // The selection the modal writes to, frozen when the organiser clicked Comunicar.
  const [communicateTo, setCommunicateTo] = useState<ListSelection | null>(null);
  const rowActions = (row: ParticipantRow): RowAction<ParticipantRow>[] => [
    { label: 'Ver detalhes', icon: <IconId size={16} />, onClick: (r) => setDetailsOf(r.id) },
    row.presenca
      ? { label: 'Remover presença', icon: <IconUserX size={16} />, onClick: () => setPresence(row, false) }
      : {
          label: 'Marcar presença',
          icon: <IconUserCheck size={16} />,
          onClick: () => setPresence(row, true),
          disabledReason: (r) => (canAttend(r.status) ? null : CANNOT_ATTEND_REASON),
        },
    {
      label: 'Reenviar ingresso',
      icon: <IconSend size={16} />,
      onClick: (r) => sendAgain(r.id, 'ingresso'),
      disabledReason: (r) => (canAttend(r.status) ? null : RESEND_MESSAGES_NOT_CONFIRMED),
    },
    {
      label: 'Reenviar confirmação',
      icon: <IconMailForward size={16} />,
      onClick: (r) => sendAgain(r.id, 'confirmacao'),
      disabledReason: (r) => (canAttend(r.status) ? null : RESEND_MESSAGES_NOT_CONFIRMED),
    },
    {
      label: 'Cancelar inscrição',
      icon: <IconReceiptRefund size={16} />,
      onClick: (r) => setCancelling({ ids: [r.id], label: r.nome, paidCents: paidOf([r]) }),
      disabledReason: (r) =>
        isCancellable(r.status) ? null : 'Esta inscrição já está cancelada ou contestada.',
    },
    {
      label: 'Copiar e-mail do participante',
      icon: <IconCopy size={16} />,
      onClick: (r) => copy(r.email, 'E-mail'),
    },
    {
      label: 'Copiar e-mail do comprador',
      icon: <IconCopy size={16} />,
      onClick: (r) => copy(r.emailComprador, 'E-mail'),
    },
  ];

  const runBulk = (presenca: boolean) => {
    bulkPresence.mutate(
      { selecao: toSelectionPayload(table.selection), presenca },
      {
        onSuccess: ({ selecionados }) => {
          table.clearSelection();
          notifySuccess(
            presenca
              ? `Presença registrada para ${plural(selecionados, 'participante', 'participantes')}.`
              : `Presença removida de ${plural(selecionados, 'participante', 'participantes')}.`,
          );
        },
        onError: (error) => {
          const { title, message } = describeError(error);
          notify('error', { title, message });
          // A frozen selection the server refused is stale: start again from what is on screen.
          if (table.selection.kind === 'all') table.clearSelection();
        },
      },
    );
  };

  const known = knownSelectedRows(table.selection);
  const cannotMark = known?.some((row) => !canAttend(row.status))
    ? `${CANNOT_ATTEND_REASON} Desmarque os demais ou filtre por status.`
    : null;
  const bulkActions: BulkAction[] = [
    {
      label: 'Marcar presença',
      icon: <IconUserCheck size={16} />,
      color: 'teal',
      onClick: () => runBulk(true),
      disabledReason: cannotMark,
      loading: bulkPresence.isPending && bulkPresence.variables?.presenca === true,
    },
    {
      label: 'Remover presença',
      icon: <IconUserX size={16} />,
      onClick: () => runBulk(false),
      loading: bulkPresence.isPending && bulkPresence.variables?.presenca === false,
    },
    {
      label: 'Comunicar',
      icon: <IconMail size={16} />,
      onClick: () => setCommunicateTo(toSelectionPayload(table.selection)),
    },
    {
      label: 'Reenviar e-mails',
      icon: <IconSend size={16} />,
      onClick: () => {
        if (!known) return;
        resendFailed.mutate(
          known.map((r) => r.id),
          {
            onSuccess: (message) => {
              table.clearSelection();
              notifySuccess(message);
            },
            onError,
          },
        );
      },
      disabledReason: !known
        ? 'Marque os participantes na página (não "todos os resultados").'
        : known.some((r) => !canAttend(r.status))
          ? `${RESEND_MESSAGES_NOT_CONFIRMED} Desmarque os demais.`
          : null,
      loading: resendFailed.isPending,
    },
    {
      label: 'Cancelar inscrições',
      icon: <IconReceiptRefund size={16} />,
      color: 'red',
      onClick: () => {
        if (!known) return;
        setCancelling({
          ids: known.map((r) => r.id),
          label: cancelTargetLabel(known.map((r) => r.nome)),
          paidCents: paidOf(known),
        });
      },
      disabledReason: !known
        ? 'Marque os participantes na página (não "todos os resultados").'
        : known.some((r) => !isCancellable(r.status))
          ? 'A seleção tem inscrições já canceladas ou contestadas: desmarque-as.'
          : null,
    },
  ];

  // The one real export: the full report (every participant and answer), as "Baixar relatório".
  const exportItems: ExportItem[] = [
    {
      label: 'Relatório completo (.xlsx)',
      icon: <IconFileSpreadsheet size={16} />,
      onClick: () => void downloadParticipantReport(event.id),
    },
  ];

  return (
    <>
      <DataTable
        table={table}
        label="Participantes"
        columns={columns}
        filterFields={filterFields}
        rowActions={rowActions}
        bulkActions={bulkActions}
        exportItems={exportItems}
        onRowClick={(row) => setDetailsOf(row.id)}
      />
      {/* Before the dialogs its buttons open, so those stack above it. */}
      <ParticipantDetailsModal
        eventId={event.id}
        participantId={detailsOf}
        onClose={() => setDetailsOf(null)}
        actions={detailsActions}
      />
      <CancelParticipantsModal
        eventId={event.id}
        target={cancelling}
        onClose={() => setCancelling(null)}
        onDone={() => table.clearSelection()}
      />
      <EditParticipantModal
        eventId={event.id}
        participantId={person?.mode === 'editar' ? person.data.id : null}
        onClose={() => setPerson(null)}
      />
      <TransferParticipantModal
        eventId={event.id}
        participant={person?.mode === 'transferir' ? person.data : null}
        onClose={() => setPerson(null)}
      />
      <CommunicateModal
        event={event}
        opened={communicateTo !== null}
        selecao={communicateTo}
        onClose={() => setCommunicateTo(null)}
        onSent={() => table.clearSelection()}
        onFailed={() => {
          // A frozen selection the server refused is stale: start again from what is on screen.
          if (communicateTo?.tipo === 'filtro') {
            table.clearSelection();
            setCommunicateTo(null);
          }
        }}
      />
    </>
  );
}
