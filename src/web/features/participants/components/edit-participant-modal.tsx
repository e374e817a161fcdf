// Edit a participant's data and form answers (issue 20, ADR 0416): the event's custom questions
// as the buyer answered them, conditional ones shown by their parent's answer, checked with the
// registration's rules here and again by the server, whose field errors land under their inputs.
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ParticipantEditForm } from '../../../../domain/contracts/participant-edit.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { notifySuccess } from '../../../shared/notify/notify.tsx';
import { ParticipantEditFields } from '../../../shared/participant-form/participant-edit-fields.tsx';
import { useParticipantEdit } from '../../../shared/participant-form/use-participant-edit.ts';
import { Busy } from '../../../shared/ui/busy.tsx';
import { useEditParticipant, useParticipantEditForm } from '../api/order-changes.ts';

export function EditParticipantModal({
  eventId,
  participantId,
  onClose,
}: {
  eventId: number;
  participantId: number | null;
  onClose: () => void;
}) {
  const form = useParticipantEditForm(eventId, participantId);
  return (
    <Modal opened={participantId !== null} onClose={onClose} title="Editar participante" size="lg">
      {form.isError ? (
        <Alert color="red" title={describeError(form.error).title}>
          {describeError(form.error).message}
        </Alert>
      ) : form.data && form.data.id === participantId ? (
        <EditForm key={form.dataUpdatedAt} eventId={eventId} data={form.data} onClose={onClose} />
      ) : (
        <Busy size="sm" label="Carregando dados do participante" />
      )}
    </Modal>
  );
}

function EditForm({
  eventId,
  data,
  onClose,
}: {
  eventId: number;
  data: ParticipantEditForm;
  onClose: () => void;
}) {
  const state = useParticipantEdit(data);
  const edit = useEditParticipant(eventId);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = state.body();
    if (!body) return;
    edit.mutate(
      { id: data.id, body },
      {
        onSuccess: (message) => {
          notifySuccess(message);
          onClose();
        },
        onError: (error) => state.showServerErrors(error),
      },
    );
  };
  const namedFields = edit.isError && Object.keys(state.errors).length > 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" data-testid="edit-participant">
        <ParticipantEditFields state={state} />
        {edit.isError && !namedFields && (
          <Alert color="red" title={describeError(edit.error).title}>
            {describeError(edit.error).message}
          </Alert>
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose} disabled={edit.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={edit.isPending}>
            Salvar alterações
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
