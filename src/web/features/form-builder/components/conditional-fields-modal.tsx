// Campos Condicionais (spec §2): for one option, the fields shown only when it is chosen, with add,
// edit and remove, and a close button.
import { ActionIcon, Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { PALETTE_LABELS } from '../../../../domain/form-builder.ts';
import { type DraftConditional, type DraftOption, newConditional } from '../lib/form-draft.ts';
import { ConditionalFieldModal } from './conditional-field-modal.tsx';

interface ConditionalFieldsModalProps {
  option: DraftOption | null;
  onClose: () => void;
  onChange: (fields: DraftConditional[]) => void;
}

export function ConditionalFieldsModal({ option, onClose, onChange }: ConditionalFieldsModalProps) {
  const [editing, setEditing] = useState<{ field: DraftConditional; isNew: boolean } | null>(null);
  const fields = option?.conditionalFields ?? [];
  const optionName = option?.label.trim() || 'esta opção';

  const saveEdited = (field: DraftConditional) => {
    const exists = fields.some((f) => f.id === field.id);
    onChange(exists ? fields.map((f) => (f.id === field.id ? field : f)) : [...fields, field]);
    setEditing(null);
  };

  return (
    <>
      <Modal opened={option !== null} onClose={onClose} title="Campos Condicionais" zIndex={300} size="lg">
        <Stack>
          <Text size="sm" c="dimmed">
            Estes campos aparecem para o participante somente quando ele escolhe “{optionName}”.
          </Text>
          {fields.length === 0 && <Text size="sm">Nenhum campo condicional para esta opção.</Text>}
          {fields.map((field) => (
            <Paper key={String(field.id)} withBorder p="sm" radius="sm">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={500} truncate>
                    {field.label}
                    {field.required && (
                      <Text span c="red" aria-hidden>
                        {' '}
                        *
                      </Text>
                    )}
                  </Text>
                  <Badge variant="light" size="sm">
                    {PALETTE_LABELS[field.type]}
                  </Badge>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Editar campo condicional "${field.label}"`}
                    onClick={() => setEditing({ field, isNew: false })}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remover campo condicional "${field.label}"`}
                    onClick={() => onChange(fields.filter((f) => f.id !== field.id))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
          <Group justify="space-between">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing({ field: newConditional(), isNew: true })}
            >
              Adicionar Campo Condicional
            </Button>
            <Button variant="default" onClick={onClose}>
              Fechar
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConditionalFieldModal
        field={editing?.field ?? null}
        onCancel={() => setEditing(null)}
        onSave={saveEdited}
      />
    </>
  );
}
