import { Badge } from '@mantine/core';
import {
  EVENT_STATUS_COLORS,
  EVENT_STATUS_LABELS,
  type EventStatus,
} from '../../../domain/event-lifecycle.ts';

/** Rascunho, Publicado, Vendas encerradas, Cancelado (src/domain/event-lifecycle.ts). */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  return (
    <Badge
      variant={status === 'published' ? 'light' : 'filled'}
      color={EVENT_STATUS_COLORS[status]}
      styles={{ root: { height: 'auto', minHeight: 20 }, label: { whiteSpace: 'normal' } }}
    >
      {EVENT_STATUS_LABELS[status]}
    </Badge>
  );
}
