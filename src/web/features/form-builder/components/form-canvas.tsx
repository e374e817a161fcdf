// The drag-and-drop surface: palette items drop at a position among the fields, and fields reorder
// by pointer or keyboard (dnd-kit's keyboard sensor with sortable coordinates).
import {
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Badge, Grid, Paper, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { PALETTE_LABELS, type PaletteType } from '../../../../domain/form-builder.ts';
import { ANNOUNCEMENTS, SCREEN_READER_INSTRUCTIONS } from '../lib/dnd-announcements.ts';
import { type DraftField, moveField } from '../lib/form-draft.ts';
import { FieldCard } from './field-card.tsx';
import type { TicketTypeChoice } from './field-config-modal.tsx';
import { PALETTE_ICONS } from './field-palette.tsx';

export const DROP_ZONE_ID = 'formulario-campos';
/** The explicit target after the last field: a palette item dropped there goes to the end (ADR 0147). */
export const END_DROP_ID = 'formulario-fim';

/**
 * The field (or the end target) under the pointer first, the list's empty area next, else the
 * nearest. The list itself is a target only for palette items: while a field is moved (by keyboard
 * above all) it must not count as a position, or an arrow key would "move" onto the whole list. The
 * end target counts for both: a field moved onto it goes last, like one dropped on the last field.
 */
const detectCollisions: CollisionDetection = (args) => {
  if (args.active.data.current?.source === 'form') {
    const droppableContainers = args.droppableContainers.filter((container) => container.id !== DROP_ZONE_ID);
    return closestCenter({ ...args, droppableContainers });
  }
  const within = pointerWithin(args);
  const fields = within.filter((collision) => collision.id !== DROP_ZONE_ID);
  if (fields.length > 0) return fields;
  return within.length > 0 ? within : closestCenter(args);
};

interface FieldCallbacks {
  ticketTypes: TicketTypeChoice[];
  onEdit: () => void;
  onDelete: () => void;
}

interface FormCanvasProps {
  fields: DraftField[];
  canMove: boolean;
  header: ReactNode;
  onAdd: (type: PaletteType, index: number) => void;
  onMove: (fields: DraftField[]) => void;
  /** Shown only where fields can be added and moved (not on phones and tablets). */
  renderPalette: () => ReactNode;
  renderField: (field: DraftField) => FieldCallbacks;
}

/**
 * Below the last field, so a palette item can be dropped after it: over a field, a drop lands
 * before that field. Shown only where fields can be moved and there is a last field.
 */
function EndDropTarget() {
  const { setNodeRef, isOver } = useDroppable({ id: END_DROP_ID, data: { label: 'fim do formulário' } });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      className="fb-end-drop"
      data-over={isOver}
      data-testid="form-end-drop"
    >
      <Text ta="center" c="dimmed" size="xs">
        Solte aqui para adicionar ao final
      </Text>
    </Paper>
  );
}

function DropZone({
  children,
  isEmpty,
  canMove,
}: {
  children: ReactNode;
  isEmpty: boolean;
  canMove: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: DROP_ZONE_ID, data: { label: 'lista de campos' } });
  return (
    <Stack
      ref={setNodeRef}
      gap="xs"
      mih={120}
      className="fb-drop-zone"
      data-over={isOver}
      aria-label="Campos adicionais"
    >
      {children}
      {canMove && !isEmpty && <EndDropTarget />}
      {isEmpty && (
        <Paper withBorder radius="md" p="lg" style={{ borderStyle: 'dashed' }}>
          <Text ta="center" c="dimmed" size="sm">
            Nenhum campo adicional. Arraste um tipo de campo para cá.
          </Text>
        </Paper>
      )}
    </Stack>
  );
}

export function FormCanvas({
  fields,
  canMove,
  header,
  onAdd,
  onMove,
  renderPalette,
  renderField,
}: FormCanvasProps) {
  const [dragging, setDragging] = useState<PaletteType | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = fields.map((f) => String(f.id));

  const onDragStart = ({ active }: DragStartEvent) => {
    const data = active.data.current;
    setDragging(data?.source === 'palette' ? (data.type as PaletteType) : null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over) return;
    const data = active.data.current;
    const toEnd = over.id === END_DROP_ID;
    const overIndex = toEnd ? fields.length - 1 : ids.indexOf(String(over.id));
    if (data?.source === 'palette') {
      onAdd(data.type as PaletteType, toEnd || overIndex === -1 ? fields.length : overIndex);
      return;
    }
    const from = ids.indexOf(String(active.id));
    if (from !== -1 && overIndex !== -1 && from !== overIndex) onMove(moveField(fields, from, overIndex));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={detectCollisions}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{ announcements: ANNOUNCEMENTS, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
    >
      <Grid gap="lg">
        {canMove && <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>{renderPalette()}</Grid.Col>}
        <Grid.Col span={canMove ? { base: 12, sm: 8, lg: 9 } : 12}>
          <Stack gap="sm">
            {header}
            <Text fw={600} size="sm" mt="xs">
              Campos adicionais
            </Text>
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <DropZone isEmpty={fields.length === 0} canMove={canMove}>
                {fields.map((field) => (
                  <FieldCard key={String(field.id)} field={field} canMove={canMove} {...renderField(field)} />
                ))}
              </DropZone>
            </SortableContext>
          </Stack>
        </Grid.Col>
      </Grid>
      <DragOverlay dropAnimation={null}>
        {dragging && (
          <Badge size="lg" variant="filled" leftSection={PALETTE_ICONS[dragging]}>
            {PALETTE_LABELS[dragging]}
          </Badge>
        )}
      </DragOverlay>
    </DndContext>
  );
}
