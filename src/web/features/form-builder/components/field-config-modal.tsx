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
} from '@mantine/core';
import { IconGitBranch } from '@tabler/icons-react';
import { useState } from 'react';
import { fieldIssues, isChoiceType, PALETTE_LABELS } from '../../../../domain/form-builder.ts';
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
  const [draft, setDraft] = useState(initial);
  // Messages appear after the first refused save, then follow every change (a fixed option clears its message).
  const [attempted, setAttempted] = useState(false);
  const issues = fieldIssues(draft, 'field');
  const errors: Record<string, string> = attempted
    ? Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]))
    : {};
  const [conditionalsFor, setConditionalsFor] = useState<string | number | null>(null);
  const openOption = draft.options.find((o) => o.id === conditionalsFor) ?? null;

  const setOptions = (options: DraftOption[]) => setDraft((current) => ({ ...current, options }));
  const save = () => {
    setAttempted(true);
    if (issues.length > 0) {
      notifyValidationError();
      return;
    }
    onSave(draft);
  };

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
        error={errors.label}
        onChange={(event) => {
          const label = event.currentTarget.value;
          setDraft((current) => ({ ...current, label }));
        }}
      />
      <Switch
        label="Campo obrigatório"
        checked={draft.required}
        onChange={(event) => {
          const required = event.currentTarget.checked;
          setDraft((current) => ({ ...current, required }));
        }}
      />
      <Textarea
        label="Instruções"
        description="Texto de ajuda mostrado abaixo do campo."
        autosize
        minRows={2}
        maxLength={1000}
        value={draft.instructions}
        onChange={(event) => {
          const instructions = event.currentTarget.value;
          setDraft((current) => ({ ...current, instructions }));
        }}
      />
      {isChoiceType(draft.type) && (
        <OptionsEditor
          options={draft.options}
          minimum={minimumOptions('field')}
          error={errors.options ?? null}
          onChange={setOptions}
          createOption={() => newOption()}
          renderExtra={(option, index) => (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconGitBranch size={14} />}
              aria-label={`Campos Condicionais da opção ${index + 1}`}
              onClick={() => setConditionalsFor(option.id)}
              rightSection={
                option.conditionalFields.length > 0 ? (
                  <Badge size="xs" circle>
                    {option.conditionalFields.length}
                  </Badge>
                ) : null
              }
            >
              Condicionais
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
            setDraft((current) => ({ ...current, show_for_types: ids.length > 0 ? ids : null }));
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
