import { Anchor, Badge, Button, Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChartBar, IconExternalLink, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AdminEventSummary } from '../../../../domain/contracts/organiser-events.ts';
import { formatDateBR } from '../../../../domain/dates.ts';
import { registrationTypeLabel } from '../../../shared/lib/registration-type.ts';

export function EventsTable({ events }: { events: AdminEventSummary[] }) {
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Evento</Table.Th>
              <Table.Th>Data</Table.Th>
              <Table.Th>Tipo</Table.Th>
              <Table.Th>Vendidos</Table.Th>
              <Table.Th>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function EventRow({ event }: { event: AdminEventSummary }) {
  const dashboardPath = `/admin/eventos/${event.id}`;
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={dashboardPath} fw={500}>
          {event.nome}
        </Anchor>
        {event.is_online && (
          <Text size="xs" c="dimmed">
            Online
          </Text>
        )}
      </Table.Td>
      <Table.Td>{formatDateBR(new Date(event.start_date))}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={event.participants_need_approval ? 'grape' : 'indigo'}>
          {registrationTypeLabel(event.participants_need_approval)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {event.vendidos}/{event.capacidade}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            component="a"
            href={event.public_url}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            size="xs"
            leftSection={<IconExternalLink size={14} />}
          >
            Página
          </Button>
          <Button
            component={Link}
            to={dashboardPath}
            variant="subtle"
            size="xs"
            leftSection={<IconChartBar size={14} />}
          >
            Painel
          </Button>
          <Button
            component={Link}
            to={`${dashboardPath}/editar`}
            variant="subtle"
            size="xs"
            leftSection={<IconPencil size={14} />}
          >
            Editar
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
