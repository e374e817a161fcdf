// Comunicar Participantes (spec §2, §4 "Communication modal", §5, §8): subject with a counter,
// message (8 rows), filters defaulting to status pago, the first five unique addresses then
// "+N mais...", the warning and the disabled states. Resets on open and after a send.
import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  COMMUNICATION_MESSAGE_MAX,
  COMMUNICATION_SUBJECT_MAX,
  recipientsPreviewText,
} from '../../../../domain/communication.ts';
import type { AdminEvent } from '../../../../domain/contracts/organiser-events.ts';
import {
  PARTICIPANT_STATUS_LABELS,
  PARTICIPANT_STATUSES,
  type ParticipantStatus,
} from '../../../../domain/participant-status.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import {
  type RecipientChoice,
  useCommunicateParticipants,
  useRecipientsPreview,
} from '../api/communications.ts';

export const NO_RECIPIENTS_WARNING =
  'Nenhum participante encontrado com os filtros aplicados. Ajuste os filtros para continuar.';

type Presence = 'todos' | 'presentes' | 'ausentes';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

export function CommunicateModal({
  event,
  opened,
  onClose,
}: {
  event: AdminEvent;
  opened: boolean;
  onClose: () => void;
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
    send.mutate(
      {
        assunto: subject,
        mensagem: message,
        enviarParaCompradores: toBuyers,
        participantesIds: [],
        filtros: choice.filtros,
      },
      {
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
          onClose();
        },
        onError: (error) => {
          notify('error', {
            title: 'Erro na Comunicação',
            message: `Erro ao enviar comunicação: ${describeError(error).message}`,
          });
        },
      },
    );
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MultiSelect
            label="Status"
            data={PARTICIPANT_STATUSES.map((s) => ({ value: s, label: PARTICIPANT_STATUS_LABELS[s] }))}
            value={status}
            onChange={setStatus}
            placeholder={status.length ? undefined : 'Todos'}
          />
          <MultiSelect
            label="Tipo de ingresso"
            data={event.tipos_ingresso.map((t) => ({ value: String(t.id), label: t.nome }))}
            value={ticketTypes}
            onChange={setTicketTypes}
            placeholder={ticketTypes.length ? undefined : 'Todos'}
          />
        </SimpleGrid>
        <Group justify="space-between" gap="sm">
          <div>
            <Text size="sm" fw={500} mb={4}>
              Presença
            </Text>
            <SegmentedControl
              size="xs"
              value={presence}
              onChange={(v) => setPresence(v as Presence)}
              data={[
                { value: 'todos', label: 'Todos' },
                { value: 'presentes', label: 'Presentes' },
                { value: 'ausentes', label: 'Ausentes' },
              ]}
            />
          </div>
          <Switch
            label="Enviar para os compradores"
            checked={toBuyers}
            onChange={(e) => setToBuyers(e.currentTarget.checked)}
          />
        </Group>
        {noRecipients ? (
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
