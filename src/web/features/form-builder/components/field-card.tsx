// One additional field of the form: a handle to drag it (pointer or keyboard), what it is, and
// the hover edit and delete buttons.

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { PALETTE_LABELS } from '../../../../domain/form-builder.ts';
import type { DraftField } from '../lib/form-draft.ts';
import type { TicketTypeChoice } from './field-config-modal.tsx';
import { PALETTE_ICONS } from './field-palette.tsx';

interface FieldCardProps {
  field: DraftField;
  ticketTypes: TicketTypeChoice[];
  canMove: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function FieldCard({ field, ticketTypes, canMove, onEdit, onDelete }: FieldCardProps) {
  const label = field.label.trim() || PALETTE_LABELS[field.type];
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: String(field.id),
      data: { source: 'form', label },
      disabled: !canMove,
    });
  const restrictedTo = (field.show_for_types ?? [])
    .map((id) => ticketTypes.find((t) => t.id === id)?.nome)
    .filter((name): name is string => Boolean(name));
  const conditionals = field.options.reduce((n, o) => n + o.conditionalFields.length, 0);

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      className="fb-field-card"
      data-field-label={label}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      <Group wrap="nowrap" gap="sm" align="flex-start">
        {canMove && (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            className="fb-drag-handle"
            aria-label={`Mover campo "${label}"`}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={18} />
          </ActionIcon>
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {label}
            {field.required && (
              <Text span c="red" aria-label="obrigatório">
                {' '}
                *
              </Text>
            )}
          </Text>
          <Group gap={6}>
            <Badge variant="light" leftSection={PALETTE_ICONS[field.type]}>
              {PALETTE_LABELS[field.type]}
            </Badge>
            {field.options.length > 0 && (
              <Badge variant="outline" color="gray">
                {field.options.length} opções
              </Badge>
            )}
            {conditionals > 0 && (
              <Badge variant="outline" color="grape">
                {conditionals} {conditionals === 1 ? 'condicional' : 'condicionais'}
              </Badge>
            )}
            {restrictedTo.length > 0 && (
              <Badge variant="outline" color="orange">
                Somente: {restrictedTo.join(', ')}
              </Badge>
            )}
          </Group>
          {field.instructions.trim() !== '' && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {field.instructions}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap" className="fb-field-actions">
          <ActionIcon variant="subtle" aria-label={`Editar campo "${label}"`} onClick={onEdit}>
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`Excluir campo "${label}"`} onClick={onDelete}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
