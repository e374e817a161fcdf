import { Button, Group } from '@mantine/core';
import { IconChartBar, IconExternalLink, IconPencil, IconScan } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AdminEventSummary } from '../../../../domain/contracts/organiser-events.ts';
import { EventLifecycleActions } from '../../../shared/admin-event/event-lifecycle-actions.tsx';
import { useCan } from '../../../shared/organisation/get-organisation.ts';

/**
 * Página (public, new tab; a draft's preview), Painel, Editar and the lifecycle actions: the same in
 * the table and on the cards, each shown only to a role that may use it (issue 21).
 */
export function EventActions({ event, grow = false }: { event: AdminEventSummary; grow?: boolean }) {
  const dashboardPath = `/admin/eventos/${event.id}`;
  const can = useCan();
  // A check-in member has no tab of the event: the door is their way in (issue 21).
  const hasPanel = can('sales.read') || can('participants.read') || can('event.setup');
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
        {hasPanel && (
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
        )}
        {!hasPanel && can('check_in') && (
          <Button
            component={Link}
            to={`${dashboardPath}/check-in`}
            variant={grow ? 'default' : 'subtle'}
            size="xs"
            leftSection={<IconScan size={14} />}
            aria-label={`Check-in de ${event.nome}`}
          >
            Check-in
          </Button>
        )}
        {can('event.edit') && (
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
        )}
      </Group>
      {can('event.edit') && <EventLifecycleActions event={event} compact />}
    </Group>
  );
}
