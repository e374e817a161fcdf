// Undo an arrival with a reason (recorded in the participant's history): a wrong ticket scanned,
// the wrong person picked from a search.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { describeError } from '../../../shared/api/describe-error.ts';
import { useUndoCheckIn } from '../api/check-in.ts';

export function UndoCheckInDialog({
  eventId,
  target,
  onClose,
  onUndone,
}: {
  eventId: number;
  target: { participanteId: number; nome: string } | null;
  onClose: () => void;
  onUndone: (message: string) => void;
}) {
  const undo = useUndoCheckIn(eventId);
  const [motivo, setMotivo] = useState('');
  const close = () => {
    setMotivo('');
    undo.reset();
    onClose();
  };
  const submit = () => {
    if (!target) return;
    undo.mutate(
      { participanteId: target.participanteId, motivo },
      {
        onSuccess: (reply) => {
          setMotivo('');
          onUndone(reply.message ?? 'Entrada desfeita.');
        },
      },
    );
  };
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title="Desfazer entrada"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="sm">
        <Text>
          A entrada de hoje de <strong>{target?.nome}</strong> será apagada. O motivo fica no histórico do
          participante.
        </Text>
        <TextInput
          label="Motivo"
          value={motivo}
          onChange={(e) => setMotivo(e.currentTarget.value)}
          error={undo.isError ? describeError(undo.error).message : undefined}
          size="md"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={close}>
            Cancelar
          </Button>
          <Button
            color="red.8"
            size="md"
            loading={undo.isPending}
            disabled={motivo.trim().length < 3}
            onClick={submit}
          >
            Desfazer entrada
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
