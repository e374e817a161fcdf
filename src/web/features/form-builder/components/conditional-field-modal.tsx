// Editar Campo Condicional (spec §2): a field shown only when its option is chosen. Name required;
// a choice type needs at least one option (spec §5).
import { Button, Group, Modal, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import {
  conditionalFieldFormSchema,
  isChoiceType,
  PALETTE_LABELS,
  PALETTE_TYPES,
  type PaletteType,
} from '../../../../domain/form-builder.ts';
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts';
import { type DraftConditional, minimumOptions, newConditionalOption } from '../lib/form-draft.ts';
import { OptionsEditor } from './options-editor.tsx';
import { notifyValidationError } from './validation-toast.ts';

const TYPE_CHOICES = PALETTE_TYPES.map((type) => ({ value: type, label: PALETTE_LABELS[type] }));

interface ConditionalFieldModalProps {
  field: DraftConditional | null;
  onCancel: () => void;
  onSave: (field: DraftConditional) => void;
}

export function ConditionalFieldModal({ field, onCancel, onSave }: ConditionalFieldModalProps) {
  return (
    <Modal opened={field !== null} onClose={onCancel} title="Editar Campo Condicional" zIndex={310} size="lg">
      {field && (
        <ConditionalFieldForm key={String(field.id)} initial={field} onCancel={onCancel} onSave={onSave} />
      )}
    </Modal>
  );
}

function ConditionalFieldForm({
  initial,
  onCancel,
  onSave,
}: {
  initial: DraftConditional;
  onCancel: () => void;
  onSave: (field: DraftConditional) => void;
}) {
  // Messages appear after the first refused save, then follow every change (a fixed option clears its message).
  const form = useSchemaForm(conditionalFieldFormSchema, initial, { revalidate: 'onChange' });
  const { values: draft, change, errorOf } = form;
  const setType = (type: PaletteType) => {
    const options =
      isChoiceType(type) && draft.options.length === 0 ? [newConditionalOption()] : draft.options;
    change('type', type);
    change('options', isChoiceType(type) ? options : []);
  };
  const save = form.handleSubmit(onSave, notifyValidationError);
  return (
    <Stack>
      <TextInput
        label="Nome do Campo"
        required
        data-autofocus
        maxLength={200}
        value={draft.label}
        error={errorOf('label')}
        onChange={(event) => change('label', event.currentTarget.value)}
      />
      <Select
        label="Tipo do Campo"
        data={TYPE_CHOICES}
        value={draft.type}
        allowDeselect={false}
        comboboxProps={{ zIndex: 320 }}
        onChange={(value) => value && setType(value as PaletteType)}
      />
      <Switch
        label="Campo obrigatório"
        checked={draft.required}
        onChange={(event) => change('required', event.currentTarget.checked)}
      />
      <Textarea
        label="Instruções"
        autosize
        minRows={2}
        maxLength={1000}
        value={draft.instructions}
        onChange={(event) => change('instructions', event.currentTarget.value)}
      />
      {isChoiceType(draft.type) && (
        <OptionsEditor
          options={draft.options}
          minimum={minimumOptions('conditional')}
          error={errorOf('options') ?? null}
          onChange={(options) => change('options', options)}
          createOption={() => newConditionalOption()}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
        <Button onClick={save}>Salvar Campo</Button>
      </Group>
    </Stack>
  );
}
