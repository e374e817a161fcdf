import { Button, Group } from '@mantine/core';
import { IconChartBar, IconExternalLink, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AdminEventSummary } from '../../../../domain/contracts/organiser-events.ts';

/** Página (public, new tab), Painel and Editar: the same three in the table and on the cards. */
export function EventActions({ event, grow = false }: { event: AdminEventSummary; grow?: boolean }) {
  const dashboardPath = `/admin/eventos/${event.id}`;
  return (
    <Group gap="xs" justify={grow ? 'stretch' : 'flex-end'} wrap={grow ? 'wrap' : 'nowrap'} grow={grow}>
      <Button
        component="a"
        href={event.public_url}
        target="_blank"
        rel="noopener noreferrer"
        variant={grow ? 'default' : 'subtle'}
        size="xs"
        leftSection={<IconExternalLink size={14} />}
        aria-label={`Página pública de ${event.nome}`}
      >
        Página
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
  );
}
