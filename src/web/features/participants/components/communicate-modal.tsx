// Comunicar Participantes (spec §2, §4 "Communication modal", §5, §8): subject with a counter,
// message (8 rows), filters defaulting to status pago, the first five unique addresses then
// "+N mais...", the warning and the disabled states. Resets on open and after a send. Opened from
// the table's bulk bar it writes to exactly the selected participants: no filters then.
import { Alert, Button, Group, Modal, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  COMMUNICATION_MESSAGE_MAX,
  COMMUNICATION_SUBJECT_MAX,
  recipientsPreviewText,
} from '../../../../domain/communication.ts';
import type { AdminEvent } from '../../../../domain/contracts/organiser-events.ts';
import { type ListSelection, selectedItemsLabel, selectionCount } from '../../../../domain/list-selection.ts';
import type { ParticipantStatus } from '../../../../domain/participant-status.ts';
import { plural } from '../../../../domain/plural.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
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
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<string[]>(['pago']);
  const [ticketTypes, setTicketTypes] = useState<string[]>([]);
  const [presence, setPresence] = useState<Presence>('todos');
  const [toBuyers, setToBuyers] = useState(false);
  const send = useCommunicateParticipants(event.id);

  const reset = () => {
    setSubject('');
    setMessage('');
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
  const total = preview.data?.total_emails ?? 0;
  const noRecipients = preview.data !== undefined && total === 0;
  const canSend =
    subject.trim() !== '' &&
    message.trim() !== '' &&
    !send.isPending &&
    !noRecipients &&
    preview.data !== undefined;

  const submit = () => {
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

  const sample = preview.data?.amostra ?? [];
  return (
    <Modal
      opened={opened}
      onClose={() => !send.isPending && onClose()}
      title="Comunicar Participantes"
      size="lg"
    >
      <Stack gap="sm">
        <TextInput
          label="Assunto"
          required
          value={subject}
          maxLength={COMMUNICATION_SUBJECT_MAX}
          onChange={(e) => setSubject(e.currentTarget.value)}
          description={`${subject.length}/${COMMUNICATION_SUBJECT_MAX}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Textarea
          label="Mensagem"
          required
          rows={8}
          value={message}
          maxLength={COMMUNICATION_MESSAGE_MAX}
          onChange={(e) => setMessage(e.currentTarget.value)}
          description={`${message.length}/${COMMUNICATION_MESSAGE_MAX}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
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
        {preview.isError && !preview.data ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            {describeError(preview.error).message}
          </Alert>
        ) : noRecipients ? (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
            {NO_RECIPIENTS_WARNING}
          </Alert>
        ) : (
          <Stack gap={4} aria-live="polite">
            <Text size="sm" fw={500}>
              {preview.data
                ? `${plural(total, 'destinatário', 'destinatários')} (${plural(
                    preview.data.participantes,
                    'participante',
                    'participantes',
                  )})`
                : 'Calculando destinatários...'}
            </Text>
            <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }} data-testid="recipients-preview">
              {recipientsPreviewText(sample, total)}
            </Text>
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            Cancelar
          </Button>
          <Button onClick={submit} disabled={!canSend} loading={send.isPending}>
            Enviar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
