import { Button, Group, Modal, Text } from '@mantine/core';
import type { LeaveGuard } from './use-leave-guard.ts';

/**
 * Asks before leaving with unsaved changes while the guard holds the navigation: stay (the
 * default, focused) or leave and lose the changes. `message` says what would be lost.
 */
export function LeavePrompt({ guard, message }: { guard: LeaveGuard; message: string }) {
  const { blocker } = guard;
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Descartar alterações?"
      centered
    >
      <Text size="sm">{message}</Text>
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
