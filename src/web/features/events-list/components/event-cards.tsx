import { Anchor, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AdminEventSummary } from '../../../../domain/contracts/organiser-events.ts';
import { formatDateBR } from '../../../../domain/dates.ts';
import { EventStatusBadge } from '../../../shared/admin-event/event-status-badge.tsx';
import { EventActions } from './event-actions.tsx';
import { RegistrationBadge } from './registration-badge.tsx';

function soldPercent(event: AdminEventSummary): number {
  return event.capacidade > 0 ? Math.min(100, Math.round((event.vendidos / event.capacidade) * 100)) : 0;
}

/** 768 px or less: one card per event, stacked, with the same data and actions as the table. */
export function EventCards({ events }: { events: AdminEventSummary[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Meus eventos">
      {events.map((event) => (
        <Paper component="li" withBorder p="md" key={event.id}>
          <Stack gap="sm">
            <Stack gap={4}>
              <Anchor
                component={Link}
                to={`/admin/eventos/${event.id}`}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {event.nome}
              </Anchor>
              <Group gap="xs" wrap="wrap">
                <Group gap={4} wrap="nowrap">
                  <IconCalendar size={14} color="var(--mantine-color-dimmed)" aria-hidden />
                  <Text size="sm" c="dimmed">
                    {formatDateBR(new Date(event.start_date))}
                    {event.is_online ? ' · Online' : ''}
                  </Text>
                </Group>
                <EventStatusBadge status={event.status} />
                <RegistrationBadge needsApproval={event.participants_need_approval} />
              </Group>
            </Stack>
            <Stack gap={4}>
              <Group justify="space-between" gap="xs">
                <Text size="sm">Vendidos</Text>
                <Text size="sm" fw={600}>
                  {event.vendidos}/{event.capacidade}
                </Text>
              </Group>
              <Progress value={soldPercent(event)} size="sm" aria-label={`Vendidos de ${event.nome}`} />
            </Stack>
            <EventActions event={event} grow />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
