import { Anchor, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminEventSummary } from '../../../../domain/contracts/organiser-events.ts';
import { formatDateBR } from '../../../../domain/dates.ts';
import { EventStatusBadge } from '../../../shared/admin-event/event-status-badge.tsx';
import { EventActions } from './event-actions.tsx';
import { RegistrationBadge } from './registration-badge.tsx';

/** Wider than 768 px: one row per event, every column in view (no sideways scrolling). */
export function EventsTable({ events }: { events: AdminEventSummary[] }) {
  return (
    <Paper withBorder>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Meus eventos">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Evento</Table.Th>
            <Table.Th>Data</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Tipo</Table.Th>
            <Table.Th>Vendidos</Table.Th>
            <Table.Th>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/eventos/${event.id}`} fw={500}>
                  {event.nome}
                </Anchor>
                {event.is_online && (
                  <Text size="xs" c="dimmed">
                    Online
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateBR(new Date(event.start_date))}</Table.Td>
              <Table.Td>
                <EventStatusBadge status={event.status} />
              </Table.Td>
              <Table.Td>
                <RegistrationBadge needsApproval={event.participants_need_approval} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {event.vendidos}/{event.capacidade}
              </Table.Td>
              <Table.Td>
                <EventActions event={event} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
