// The confirmation dialog of candidate actions (spec §2): title, message, confirm/cancel, loading,
// and the optional notify checkbox. Escape or the overlay closes it unless loading.
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';

export interface ConfirmState {
  title: string;
  message: string;
  confirmLabel: string;
  color?: string;
  /** Show the notify checkbox (disqualification); ticked by default. */
  withNotify?: boolean;
  /** What else the action does that the organiser should know first (an e-mail that always goes). */
  note?: string;
}

export function ConfirmActionDialog({
  state,
  loading,
  notify,
  onNotifyChange,
  onConfirm,
  onClose,
}: {
  state: ConfirmState | null;
  loading: boolean;
  notify: boolean;
  onNotifyChange: (value: boolean) => void;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={state?.title}
      closeOnEscape={!loading}
      closeOnClickOutside={!loading}
      withCloseButton={!loading}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{state?.message}</Text>
        {state?.note && (
          <Text size="sm" c="dimmed">
            {state.note}
          </Text>
        )}
        {state?.withNotify && (
          <Checkbox
            label="Notificar candidatos por e-mail"
            checked={notify}
            onChange={(e) => onNotifyChange(e.currentTarget.checked)}
            disabled={loading}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancelar
          </Button>
          <Button color={state?.color} onClick={onConfirm} loading={loading}>
            {state?.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
