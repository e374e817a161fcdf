import { Button, Group, Text } from '@mantine/core';

/** The foot of the editor's insert dialogs (link, image): what went wrong, then Cancelar and Inserir. */
export function InsertDialogFooter({
  error,
  onCancel,
  onInsert,
  inserting = false,
}: {
  error: string | null;
  onCancel: () => void;
  onInsert: () => void;
  inserting?: boolean;
}) {
  return (
    <>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
        <Button onClick={onInsert} loading={inserting}>
          Inserir
        </Button>
      </Group>
    </>
  );
}
