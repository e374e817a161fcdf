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
      // Never cut to "RASCU…": the label wraps instead (like the registration badge).
      styles={{
        root: { height: 'auto', minHeight: 20, maxWidth: '100%', flexShrink: 0 },
        label: { whiteSpace: 'nowrap', overflow: 'visible', textOverflow: 'clip' },
      }}
    >
      {EVENT_STATUS_LABELS[status]}
    </Badge>
  );
}
