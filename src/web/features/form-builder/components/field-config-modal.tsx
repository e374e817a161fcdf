// Configurar Campo (spec §2, §5): name, required, instructions, options (at least 2, each with its
// conditional fields) and the ticket types that see the field. Cancelling a new field removes it.
import {
  Badge,
  Button,
  Group,
  Modal,
  MultiSelect,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconGitBranch } from '@tabler/icons-react';
import { useState } from 'react';
import { fieldFormSchema, isChoiceType, PALETTE_LABELS } from '../../../../domain/form-builder.ts';
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts';
import { type DraftField, type DraftOption, minimumOptions, newOption } from '../lib/form-draft.ts';
import { ConditionalFieldsModal } from './conditional-fields-modal.tsx';
import { OptionsEditor } from './options-editor.tsx';
import { notifyValidationError } from './validation-toast.ts';

export interface TicketTypeChoice {
  id: number;
  nome: string;
}

interface FieldConfigModalProps {
  field: DraftField | null;
  ticketTypes: TicketTypeChoice[];
  onCancel: () => void;
  onSave: (field: DraftField) => void;
}

export function FieldConfigModal({ field, ticketTypes, onCancel, onSave }: FieldConfigModalProps) {
  return (
    <Modal opened={field !== null} onClose={onCancel} title="Configurar Campo" size="lg">
      {field && (
        <FieldConfigForm
          key={String(field.id)}
          initial={field}
          ticketTypes={ticketTypes}
          onCancel={onCancel}
          onSave={onSave}
        />
      )}
    </Modal>
  );
}

function FieldConfigForm({
  initial,
  ticketTypes,
  onCancel,
  onSave,
}: {
  initial: DraftField;
  ticketTypes: TicketTypeChoice[];
  onCancel: () => void;
  onSave: (field: DraftField) => void;
}) {
  // Messages appear after the first refused save, then follow every change (a fixed option clears its message).
  const form = useSchemaForm(fieldFormSchema, initial, { revalidate: 'onChange' });
  const { values: draft, change, errorOf } = form;
  const [conditionalsFor, setConditionalsFor] = useState<string | number | null>(null);
  const openOption = draft.options.find((o) => o.id === conditionalsFor) ?? null;

  const setOptions = (options: DraftOption[]) => change('options', options);
  const save = form.handleSubmit(onSave, notifyValidationError);

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Tipo: {PALETTE_LABELS[draft.type]}
      </Text>
      <TextInput
        label="Nome do Campo"
        required
        data-autofocus
        maxLength={200}
        value={draft.label}
        error={errorOf('label')}
        onChange={(event) => change('label', event.currentTarget.value)}
      />
      <Switch
        label="Campo obrigatório"
        checked={draft.required}
        onChange={(event) => change('required', event.currentTarget.checked)}
      />
      <Textarea
        label="Instruções"
        description="Texto de ajuda mostrado abaixo do campo."
        autosize
        minRows={2}
        maxLength={1000}
        value={draft.instructions}
        onChange={(event) => change('instructions', event.currentTarget.value)}
      />
      {isChoiceType(draft.type) && (
        <OptionsEditor
          options={draft.options}
          minimum={minimumOptions('field')}
          error={errorOf('options') ?? null}
          onChange={setOptions}
          createOption={() => newOption()}
          renderExtra={(option, index) => (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconGitBranch size={14} />}
              onClick={() => setConditionalsFor(option.id)}
              rightSection={
                option.conditionalFields.length > 0 ? (
                  <Badge size="xs" circle>
                    {option.conditionalFields.length}
                  </Badge>
                ) : null
              }
            >
              {/* Named by its content, so the name holds the visible text and count (WCAG 2.5.3). */}
              <VisuallyHidden>Campos </VisuallyHidden>
              Condicionais
              <VisuallyHidden> da opção {index + 1}</VisuallyHidden>
            </Button>
          )}
        />
      )}
      {ticketTypes.length > 1 && (
        <MultiSelect
          label="Exibir apenas para os tipos de ingresso"
          placeholder={draft.show_for_types?.length ? undefined : 'Todos os tipos de ingresso'}
          data={ticketTypes.map((t) => ({ value: String(t.id), label: t.nome }))}
          value={(draft.show_for_types ?? []).map(String)}
          clearable
          comboboxProps={{ withinPortal: true }}
          onChange={(values) => {
            const ids = values.map(Number);
            change('show_for_types', ids.length > 0 ? ids : null);
          }}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
        <Button onClick={save}>Salvar Campo</Button>
      </Group>
      <ConditionalFieldsModal
        option={openOption}
        onClose={() => setConditionalsFor(null)}
        onChange={(conditionalFields) =>
          setOptions(draft.options.map((o) => (o.id === conditionalsFor ? { ...o, conditionalFields } : o)))
        }
      />
    </Stack>
  );
}
