// Comunicar Participantes (spec §2, §4 "Communication modal", §5, §8): the shared frame with the
// filters defaulting to status pago and the "Enviar para os compradores" switch. Resets on open and
// after a send. Opened from the table's bulk bar it writes to exactly the selected participants:
// no filters then (docs/decisions/0097-communicate-the-table-selection.md).
import { Switch, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { AdminEvent } from '../../../../domain/contracts/organiser-events.ts';
import { type ListSelection, selectedItemsLabel, selectionCount } from '../../../../domain/list-selection.ts';
import type { ParticipantStatus } from '../../../../domain/participant-status.ts';
import { plural } from '../../../../domain/plural.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { CommunicateModalFrame } from '../../../shared/communications/communicate-modal-frame.tsx';
import { notify } from '../../../shared/notify/notify.tsx';
import {
  type RecipientChoice,
  useCommunicateParticipants,
  useRecipientsPreview,
} from '../api/communications.ts';
import { communicationBody } from '../lib/communication-body.ts';
import { type Presence, RecipientFilters } from './recipient-filters.tsx';

export const NO_RECIPIENTS_WARNING =
  'Nenhum participante encontrado com os filtros aplicados. Ajuste os filtros para continuar.';

export function CommunicateModal({
  event,
  opened,
  onClose,
  selecao = null,
  onSent,
  onFailed,
}: {
  event: AdminEvent;
  opened: boolean;
  onClose: () => void;
  /** The table's selection: the message goes to exactly those participants. */
  selecao?: ListSelection | null;
  onSent?: () => void;
  onFailed?: (error: unknown) => void;
}) {
  const [status, setStatus] = useState<string[]>(['pago']);
  const [ticketTypes, setTicketTypes] = useState<string[]>([]);
  const [presence, setPresence] = useState<Presence>('todos');
  const [toBuyers, setToBuyers] = useState(false);
  const send = useCommunicateParticipants(event.id);

  const reset = () => {
    setStatus(['pago']);
    setTicketTypes([]);
    setPresence('todos');
    setToBuyers(false);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every opening only.
  useEffect(() => {
    if (opened) reset();
  }, [opened]);

  const choice: RecipientChoice = {
    filtros: {
      status: status as ParticipantStatus[],
      tipoIngresso: ticketTypes.map(Number),
      presenca: presence === 'todos' ? null : presence === 'presentes',
    },
    enviarParaCompradores: toBuyers,
    selecao,
  };
  const [debounced] = useDebouncedValue(choice, 250);
  const preview = useRecipientsPreview(event.id, debounced, opened);

  const submit = ({ subject, message }: { subject: string; message: string }) => {
    send.mutate(communicationBody({ subject, message, toBuyers, filtros: choice.filtros, selecao }), {
      onSuccess: (data) => {
        notify('success', {
          title: 'Comunicação enviada com sucesso!',
          message: `${plural(data.total_emails, 'e-mail único', 'e-mails únicos')}, ${plural(
            data.participantes_processados,
            'participante processado',
            'participantes processados',
          )}. A comunicação foi agendada e será enviada em breve.`,
        });
        reset();
        onSent?.();
        onClose();
      },
      onError: (error) => {
        onFailed?.(error);
        notify('error', {
          title: 'Erro na Comunicação',
          message: `Erro ao enviar comunicação: ${describeError(error).message}`,
        });
      },
    });
  };

  return (
    <CommunicateModalFrame
      title="Comunicar Participantes"
      opened={opened}
      onClose={onClose}
      layout="compose-first"
      lockWhileSending
      audience={
        <>
          {selecao ? (
            <Text size="sm" data-testid="communicate-selection">
              Para os participantes selecionados na tabela ({selectedItemsLabel(selectionCount(selecao))}).
            </Text>
          ) : (
            <RecipientFilters
              event={event}
              status={status}
              setStatus={setStatus}
              ticketTypes={ticketTypes}
              setTicketTypes={setTicketTypes}
              presence={presence}
              setPresence={setPresence}
            />
          )}
          <Switch
            label="Enviar para os compradores"
            checked={toBuyers}
            onChange={(e) => setToBuyers(e.currentTarget.checked)}
          />
        </>
      }
      preview={preview}
      people={{ count: preview.data?.participantes ?? 0, one: 'participante', many: 'participantes' }}
      noRecipientsWarning={NO_RECIPIENTS_WARNING}
      previewErrorAsAlert
      sending={send.isPending}
      onSend={submit}
    />
  );
}
