// The buyer fixes a participant's data from the order page (issue 20, ADR 0416): the same inputs
// and rules as the organiser's dialog (shared/participant-form), through the order link's own
// routes, until the event starts.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { EditParticipantBody } from '../../../domain/contracts/order-changes.ts';
import {
  type ParticipantEditForm,
  participantEditFormSchema,
} from '../../../domain/contracts/participant-edit.ts';
import { apiRequest } from '../../shared/api/client.ts';
import { describeError } from '../../shared/api/describe-error.ts';
import { notifySuccess } from '../../shared/notify/notify.tsx';
import { ParticipantEditFields } from '../../shared/participant-form/participant-edit-fields.tsx';
import { useParticipantEdit } from '../../shared/participant-form/use-participant-edit.ts';
import { Busy } from '../../shared/ui/busy.tsx';

const participantUrl = (hash: string, id: number) =>
  `/api/pedidos/${encodeURIComponent(hash)}/participantes/${id}`;

export function EditParticipantDialog({
  hash,
  participantId,
  onClose,
}: {
  hash: string;
  participantId: number | null;
  onClose: () => void;
}) {
  const form = useQuery({
    queryKey: ['public-order', hash, 'participant', participantId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(participantUrl(hash, participantId ?? 0), {
          schema: participantEditFormSchema,
          signal,
        })
      ).data,
    enabled: participantId !== null,
    gcTime: 0,
    retry: false,
  });
  return (
    <Modal
      opened={participantId !== null}
      onClose={onClose}
      title="Editar dados do participante"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {form.isError ? (
        <Alert color="red" title={describeError(form.error).title}>
          {describeError(form.error).message}
        </Alert>
      ) : form.data && form.data.id === participantId ? (
        <BuyerEditForm key={form.dataUpdatedAt} hash={hash} data={form.data} onClose={onClose} />
      ) : (
        <Busy size="sm" label="Carregando dados do participante" />
      )}
    </Modal>
  );
}

function BuyerEditForm({
  hash,
  data,
  onClose,
}: {
  hash: string;
  data: ParticipantEditForm;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const state = useParticipantEdit(data);
  const save = useMutation({
    mutationFn: async (body: EditParticipantBody) =>
      (await apiRequest(participantUrl(hash, data.id), { method: 'PUT', body, schema: z.unknown() }))
        .message ?? 'Dados atualizados.',
    onSuccess: (message) => {
      notifySuccess(message);
      void queryClient.invalidateQueries({ queryKey: ['public-order', hash] });
      onClose();
    },
    onError: (error) => state.showServerErrors(error),
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = state.body();
    if (body) save.mutate(body);
  };
  const namedFields = save.isError && Object.keys(state.errors).length > 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" data-testid="buyer-edit-participant">
        <Text size="sm" c="dimmed">
          {data.tipoIngresso}. Se mudar o e-mail, o ingresso é enviado para o novo endereço.
        </Text>
        <ParticipantEditFields state={state} />
        {save.isError && !namedFields && (
          <Alert color="red" title={describeError(save.error).title}>
            {describeError(save.error).message}
          </Alert>
        )}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={save.isPending}>
            Salvar dados
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
