// Comunicar Pré-inscritos (spec §5 Communication): subject ≤ 100 with a counter, message ≤ 2000
// (8 rows), filters by status and ticket type, or the ticked candidates; the server resolves the
// recipients and schedules one e-mail per unique address. As Comunicar Participantes: the first five
// unique addresses then "+N mais..." from the server, the warning when nobody matches, and Enviar
// disabled while there are no recipients or the text is incomplete.
import { Alert, Button, Group, Modal, MultiSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  CANDIDATE_FAILURE,
  CANDIDATE_LABELS,
  CANDIDATE_SUCCESS,
  NO_CANDIDATE_RECIPIENTS,
} from '../../../../domain/candidate-rules.ts';
import { CANDIDATE_DB_STATUSES, type CandidateDbStatus } from '../../../../domain/candidate-status.ts';
import {
  COMMUNICATION_MESSAGE_MAX,
  COMMUNICATION_SUBJECT_MAX,
  recipientsPreviewText,
} from '../../../../domain/communication.ts';
import type { CandidateRecipientsQuery } from '../../../../domain/contracts/candidates.ts';
import type { AdminEvent } from '../../../../domain/contracts/organiser-events.ts';
import { plural } from '../../../../domain/plural.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { useCandidateRecipientsPreview, useCommunicateCandidates } from '../api/candidates-api.ts';

export function CommunicateModal({
  event,
  ids,
  opened,
  onClose,
}: {
  event: AdminEvent;
  /** Ticked candidates; empty: by the filters below. */
  ids: number[];
  opened: boolean;
  onClose: () => void;
}) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<string[]>([]);
  const [types, setTypes] = useState<string[]>([]);
  const [sendRefused, setSendRefused] = useState<string | null>(null);
  const send = useCommunicateCandidates(event.id);
  // Ticked ids name the recipients on their own; otherwise the filters do (as the send).
  const choice: CandidateRecipientsQuery =
    ids.length > 0
      ? { candidatosIds: ids }
      : { filtros: { status: status as CandidateDbStatus[], tipoIngresso: types.map(Number) } };
  const [debounced] = useDebouncedValue(choice, 250);
  const preview = useCandidateRecipientsPreview(event.id, debounced, opened);
  const total = preview.data?.total_emails ?? 0;
  const noRecipients = preview.data !== undefined && total === 0;
  const canSend =
    subject.trim() !== '' &&
    message.trim() !== '' &&
    !send.isPending &&
    !noRecipients &&
    preview.data !== undefined &&
    !preview.isError;

  useEffect(() => {
    if (opened) {
      setSubject('');
      setMessage('');
      setStatus([]);
      setTypes([]);
      setSendRefused(null);
    }
  }, [opened]);

  const submit = () =>
    send.mutate(
      {
        assunto: subject,
        mensagem: message,
        candidatosIds: ids,
        filtros: { status, tipoIngresso: types.map(Number) },
      },
      {
        onSuccess: ({ message: text }) => {
          notify('success', { title: CANDIDATE_SUCCESS.communicate, message: text });
          onClose();
        },
        onError: (error) => {
          const text = isApiError(error) ? error.message : CANDIDATE_FAILURE.communicate;
          if (text === NO_CANDIDATE_RECIPIENTS) setSendRefused(text);
          notify('error', { title: CANDIDATE_FAILURE.communicateTitle, message: text });
        },
      },
    );

  return (
    <Modal opened={opened} onClose={onClose} title="Comunicar Pré-inscritos" centered size="lg">
      <Stack gap="sm">
        {ids.length > 0 ? (
          <Alert color="blue">
            {ids.length === 1 ? '1 candidato selecionado' : `${ids.length} candidatos selecionados`} receberão
            esta mensagem.
          </Alert>
        ) : (
          <Group grow align="flex-start">
            <MultiSelect
              label="Status"
              placeholder="Todos"
              data={CANDIDATE_DB_STATUSES.map((s) => ({ value: s, label: CANDIDATE_LABELS[s] }))}
              value={status}
              onChange={setStatus}
            />
            <MultiSelect
              label="Tipo de ingresso"
              placeholder="Todos"
              data={event.tipos_ingresso.map((t) => ({ value: String(t.id), label: t.nome }))}
              value={types}
              onChange={setTypes}
            />
          </Group>
        )}
        {noRecipients || sendRefused ? (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
            {NO_CANDIDATE_RECIPIENTS}
          </Alert>
        ) : (
          <Stack gap={4} aria-live="polite">
            <Text size="sm" fw={500}>
              {preview.data
                ? `${plural(total, 'destinatário', 'destinatários')} (${plural(
                    preview.data.pre_inscritos,
                    'pré-inscrito',
                    'pré-inscritos',
                  )})`
                : preview.isError
                  ? 'Não foi possível calcular os destinatários.'
                  : 'Calculando destinatários...'}
            </Text>
            <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }} data-testid="recipients-preview">
              {recipientsPreviewText(preview.data?.amostra ?? [], total)}
            </Text>
          </Stack>
        )}
        <TextInput
          label="Assunto"
          value={subject}
          maxLength={COMMUNICATION_SUBJECT_MAX}
          onChange={(e) => setSubject(e.currentTarget.value)}
          description={`${subject.length}/${COMMUNICATION_SUBJECT_MAX}`}
        />
        <Textarea
          label="Mensagem"
          rows={8}
          value={message}
          maxLength={COMMUNICATION_MESSAGE_MAX}
          onChange={(e) => setMessage(e.currentTarget.value)}
          description={`${message.length}/${COMMUNICATION_MESSAGE_MAX}`}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            Cancelar
          </Button>
          <Button onClick={submit} loading={send.isPending} disabled={!canSend}>
            Enviar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
