// Comunicar Pré-inscritos (spec §5 Communication): the shared frame with filters by status and
// ticket type, or the ticked candidates; the server resolves the recipients and schedules one
// e-mail per unique address.
import { Alert, Group, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import {
  CANDIDATE_FAILURE,
  CANDIDATE_LABELS,
  CANDIDATE_SUCCESS,
  NO_CANDIDATE_RECIPIENTS,
} from '../../../../domain/candidate-rules.ts';
import { CANDIDATE_DB_STATUSES, type CandidateDbStatus } from '../../../../domain/candidate-status.ts';
import type { CandidateRecipientsQuery } from '../../../../domain/contracts/candidates.ts';
import type { AdminEvent } from '../../../../domain/contracts/organiser-events.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { CommunicateModalFrame } from '../../../shared/communications/communicate-modal-frame.tsx';
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

  useEffect(() => {
    if (opened) {
      setStatus([]);
      setTypes([]);
      setSendRefused(null);
    }
  }, [opened]);

  const submit = ({ subject, message }: { subject: string; message: string }) =>
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
    <CommunicateModalFrame
      title="Comunicar Pré-inscritos"
      opened={opened}
      onClose={onClose}
      layout="audience-first"
      centered
      audience={
        ids.length > 0 ? (
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
        )
      }
      preview={preview}
      people={{ count: preview.data?.pre_inscritos ?? 0, one: 'pré-inscrito', many: 'pré-inscritos' }}
      noRecipientsWarning={NO_CANDIDATE_RECIPIENTS}
      forceWarning={sendRefused !== null}
      blockWhilePreviewFails
      sending={send.isPending}
      onSend={submit}
    />
  );
}
