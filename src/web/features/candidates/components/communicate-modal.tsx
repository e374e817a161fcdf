// Comunicar Pré-inscritos (spec §5 Communication): subject ≤ 100 with a counter, message ≤ 2000
// (8 rows), filters by status and ticket type, or the ticked candidates; the server resolves the
// recipients and schedules one e-mail per unique address.
import { Alert, Button, Group, Modal, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  CANDIDATE_FAILURE,
  CANDIDATE_LABELS,
  CANDIDATE_SUCCESS,
} from '../../../../domain/candidate-rules.ts';
import { CANDIDATE_DB_STATUSES } from '../../../../domain/candidate-status.ts';
import { COMMUNICATION_MESSAGE_MAX, COMMUNICATION_SUBJECT_MAX } from '../../../../domain/communication.ts';
import type { AdminEvent } from '../../../../domain/contracts/organiser-events.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { useCommunicateCandidates } from '../api/candidates-api.ts';

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
  const [noRecipients, setNoRecipients] = useState<string | null>(null);
  const send = useCommunicateCandidates(event.id);

  useEffect(() => {
    if (opened) {
      setSubject('');
      setMessage('');
      setStatus([]);
      setTypes([]);
      setNoRecipients(null);
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
          if (text.startsWith('Nenhum pré-inscrito')) setNoRecipients(text);
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
        {noRecipients && <Alert color="yellow">{noRecipients}</Alert>}
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
          <Button
            onClick={submit}
            loading={send.isPending}
            disabled={!subject.trim() || !message.trim() || send.isPending}
          >
            Enviar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
