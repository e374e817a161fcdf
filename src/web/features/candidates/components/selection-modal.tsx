// Seleção de Participantes (spec §5 Participant selection): quantity, payment deadline (1–30 in
// horas, dias or semanas), method cronológica or sorteio, and for a lottery the announced seed.
// The inputs are checked by the domain's selection form schema, which ends in the server's body schema.
import { Alert, Anchor, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import {
  CANDIDATE_FAILURE,
  CANDIDATE_SUCCESS,
  selectionBlocker,
} from '../../../../domain/candidate-rules.ts';
import type { CandidateSummary, SelectParticipantsBody } from '../../../../domain/contracts/candidates.ts';
import { emptySelectionDraft, selectionFormSchema } from '../../../../domain/selection-form.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { useSelectParticipants } from '../api/candidates-api.ts';
import { SelectionFields } from './selection-fields.tsx';

export function SelectionModal({
  eventId,
  summary,
  opened,
  onClose,
}: {
  eventId: number;
  summary: CandidateSummary;
  opened: boolean;
  onClose: () => void;
}) {
  const select = useSelectParticipants(eventId);
  const [drawId, setDrawId] = useState<string | null>(null);
  const blocker = selectionBlocker(summary.contagem.pre_inscrito, summary.vagas.disponiveis);
  const close = () => {
    setDrawId(null);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Seleção de Participantes"
      centered
      closeOnEscape={!select.isPending}
    >
      {drawId ? (
        <DrawRegistered drawId={drawId} onClose={close} />
      ) : blocker ? (
        <Stack gap="sm">
          <Alert color="yellow">{blocker}</Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Fechar
            </Button>
          </Group>
        </Stack>
      ) : (
        // Mounted with the modal: every opening starts from the event's default deadline.
        <SelectionForm
          summary={summary}
          submitting={select.isPending}
          onCancel={close}
          onSubmit={(body) =>
            select.mutate(body, {
              onSuccess: ({ message, data }) => {
                notify('success', { title: CANDIDATE_SUCCESS.selection, message });
                if (data.sorteio_id) setDrawId(data.sorteio_id);
                else close();
              },
              onError: (error) =>
                notify('error', {
                  title: 'Erro',
                  message: isApiError(error) ? error.message : CANDIDATE_FAILURE.selection,
                }),
            })
          }
        />
      )}
    </Modal>
  );
}

function SelectionForm({
  summary,
  submitting,
  onCancel,
  onSubmit,
}: {
  summary: CandidateSummary;
  submitting: boolean;
  onCancel: () => void;
  onSubmit: (body: SelectParticipantsBody) => void;
}) {
  const form = useSchemaForm(
    selectionFormSchema(summary.maximoSelecionavel),
    emptySelectionDraft(summary.prazoPadrao),
  );
  return (
    <Stack gap="sm">
      <SelectionFields form={form} summary={summary} />
      <Group justify="flex-end" mt="xs">
        <Button variant="default" onClick={onCancel} disabled={submitting}>
          Cancelar
        </Button>
        <Button onClick={form.handleSubmit(onSubmit)} loading={submitting}>
          Selecionar
        </Button>
      </Group>
    </Stack>
  );
}

/** A lottery's outcome: the public page where anyone can check the draw. */
function DrawRegistered({ drawId, onClose }: { drawId: string; onClose: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="green" title="Sorteio registrado">
        Qualquer pessoa pode conferir o sorteio, com a semente e a lista de candidatos, neste endereço:
      </Alert>
      <Anchor href={`/sorteio/${drawId}`} target="_blank" style={{ overflowWrap: 'anywhere' }}>
        {`${window.location.origin}/sorteio/${drawId}`}
      </Anchor>
      <Group justify="flex-end">
        <Button onClick={onClose}>Fechar</Button>
      </Group>
    </Stack>
  );
}
