// The options of a choice field: a text per option, add, and remove down to the minimum (spec §5:
// "Options cannot be removed below 2"; 1 for a conditional field).
import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EditableOption {
  id: string | number;
  /** The text the organiser types (§3 Option label); `value` is the option's key. */
  label: string;
}

interface OptionsEditorProps<T extends EditableOption> {
  options: T[];
  minimum: number;
  error: string | null;
  onChange: (options: T[]) => void;
  createOption: () => T;
  /** Extra controls after an option's text (its conditional fields). */
  renderExtra?: (option: T, index: number) => ReactNode;
}

export function OptionsEditor<T extends EditableOption>({
  options,
  minimum,
  error,
  onChange,
  createOption,
  renderExtra,
}: OptionsEditorProps<T>) {
  const canRemove = options.length > minimum;
  return (
    <Input.Wrapper label="Opções" required error={error}>
      <Stack gap="xs" mt={4}>
        {options.map((option, index) => (
          <Group key={option.id} gap="xs" wrap="nowrap" align="center">
            <TextInput
              style={{ flex: 1 }}
              aria-label={`Opção ${index + 1}`}
              placeholder={`Opção ${index + 1}`}
              value={option.label}
              maxLength={500}
              error={Boolean(error) && option.label.trim() === ''}
              onChange={(event) => {
                const label = event.currentTarget.value;
                onChange(options.map((o, i) => (i === index ? { ...o, label } : o)));
              }}
            />
            {renderExtra?.(option, index)}
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remover opção ${index + 1}`}
              disabled={!canRemove}
              onClick={() => onChange(options.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...options, createOption()])}
          style={{ alignSelf: 'flex-start' }}
        >
          Adicionar Opção
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
