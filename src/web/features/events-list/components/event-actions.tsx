import { Button, Group } from '@mantine/core';
import { IconChartBar, IconExternalLink, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AdminEventSummary } from '../../../../domain/contracts/organiser-events.ts';
import { EventLifecycleActions } from '../../../shared/admin-event/event-lifecycle-actions.tsx';

/**
 * Página (public, new tab; a draft's preview), Painel, Editar and the lifecycle actions: the same in
 * the table and on the cards.
 */
export function EventActions({ event, grow = false }: { event: AdminEventSummary; grow?: boolean }) {
  const dashboardPath = `/admin/eventos/${event.id}`;
  const isDraft = event.status === 'draft';
  return (
    <Group gap="xs" justify={grow ? 'stretch' : 'flex-end'} wrap={grow ? 'wrap' : 'nowrap'}>
      <Group
        gap="xs"
        wrap={grow ? 'wrap' : 'nowrap'}
        grow={grow}
        style={grow ? { flex: '1 1 100%' } : undefined}
      >
        <Button
          component="a"
          href={isDraft ? event.preview_url : event.public_url}
          target="_blank"
          rel="noopener noreferrer"
          variant={grow ? 'default' : 'subtle'}
          size="xs"
          leftSection={<IconExternalLink size={14} />}
          aria-label={isDraft ? `Pré-visualização de ${event.nome}` : `Página pública de ${event.nome}`}
        >
          {isDraft ? 'Prévia' : 'Página'}
        </Button>
        <Button
          component={Link}
          to={dashboardPath}
          variant={grow ? 'default' : 'subtle'}
          size="xs"
          leftSection={<IconChartBar size={14} />}
          aria-label={`Painel de ${event.nome}`}
        >
          Painel
        </Button>
        <Button
          component={Link}
          to={`${dashboardPath}/editar`}
          variant={grow ? 'default' : 'subtle'}
          size="xs"
          leftSection={<IconPencil size={14} />}
          aria-label={`Editar ${event.nome}`}
        >
          Editar
        </Button>
      </Group>
      <EventLifecycleActions event={event} compact />
    </Group>
  );
}
