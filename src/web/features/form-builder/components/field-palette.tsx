// The palette of field types (spec §2, §3): drag one onto the form at a position, or press it to
// add it at the end (the keyboard's way in). Disabled on phones and tablets.

import { useDraggable } from '@dnd-kit/core';
import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAddressBook,
  IconAlignLeft,
  IconAt,
  IconCalendar,
  IconCircleDot,
  IconHash,
  IconId,
  IconLetterCase,
  IconListCheck,
  IconPhone,
  IconSelector,
} from '@tabler/icons-react';
import type { PointerEventHandler, ReactNode } from 'react';
import { PALETTE_LABELS, PALETTE_TYPES, type PaletteType } from '../../../../domain/form-builder.ts';

export const PALETTE_ICONS: Record<PaletteType, ReactNode> = {
  text: <IconLetterCase size={16} />,
  textarea: <IconAlignLeft size={16} />,
  number: <IconHash size={16} />,
  cpf_cnpj: <IconId size={16} />,
  email: <IconAt size={16} />,
  phone: <IconPhone size={16} />,
  date: <IconCalendar size={16} />,
  radio: <IconCircleDot size={16} />,
  checkbox: <IconListCheck size={16} />,
  select: <IconSelector size={16} />,
  address: <IconAddressBook size={16} />,
};

export const paletteDragId = (type: PaletteType) => `paleta-${type}`;

function PaletteItem({ type, disabled, onAdd }: { type: PaletteType; disabled: boolean; onAdd: () => void }) {
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: paletteDragId(type),
    data: { source: 'palette', type },
    disabled,
  });
  return (
    <Button
      ref={setNodeRef}
      variant="default"
      justify="flex-start"
      leftSection={PALETTE_ICONS[type]}
      className="fb-palette-item"
      disabled={disabled}
      opacity={isDragging ? 0.5 : 1}
      aria-label={`Adicionar campo ${PALETTE_LABELS[type]}`}
      // Only the pointer drags from here; Enter and Space press the button (add at the end).
      onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLButtonElement> | undefined}
      onClick={onAdd}
      data-palette-type={type}
    >
      {PALETTE_LABELS[type]}
    </Button>
  );
}

export function FieldPalette({ disabled, onAdd }: { disabled: boolean; onAdd: (type: PaletteType) => void }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={4}>Tipos de Campo</Title>
        <Text size="xs" c="dimmed">
          Arraste para o formulário ou clique para adicionar ao final.
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 1 }} spacing="xs" aria-label="Tipos de campo">
          {PALETTE_TYPES.map((type) => (
            <PaletteItem key={type} type={type} disabled={disabled} onAdd={() => onAdd(type)} />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
