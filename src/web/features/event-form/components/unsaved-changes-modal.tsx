import { Button, Group, Modal, Text } from '@mantine/core';
import type { Blocker } from 'react-router';

/** Asks before leaving a form with unsaved changes (the blocker holds the navigation meanwhile). */
export function UnsavedChangesModal({ blocker }: { blocker: Blocker }) {
  const opened = blocker.state === 'blocked';
  return (
    <Modal opened={opened} onClose={() => blocker.reset?.()} title="Descartar alterações?" centered>
      <Text size="sm">
        Há alterações neste evento que ainda não foram salvas. Se sair agora, elas serão perdidas.
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Continuar editando
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Sair sem salvar
        </Button>
      </Group>
    </Modal>
  );
}
