import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPencil, IconScan } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AdminEvent } from '../../../../domain/contracts/organiser-events.ts';
import { formatDateTimeBR } from '../../../../domain/dates.ts';
import { registrationTypeLabel } from '../../../shared/lib/registration-type.ts';
import { useCan } from '../../../shared/organisation/get-organisation.ts';

export function EventHeader({ event }: { event: AdminEvent }) {
  const can = useCan();
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap={6} style={{ minWidth: 0, flex: '1 1 320px' }}>
        <Title order={2} style={{ overflowWrap: 'anywhere' }}>
          {event.nome}
        </Title>
        <Text c="dimmed" size="sm">
          {formatDateTimeBR(new Date(event.start_date))} até {formatDateTimeBR(new Date(event.end_date))}
        </Text>
        <Group gap="xs">
          <Badge variant="light" color={event.participants_need_approval ? 'grape' : 'indigo'}>
            {registrationTypeLabel(event.participants_need_approval)}
          </Badge>
          <Badge variant="outline" color="gray" style={{ maxWidth: '100%' }}>
            {event.is_online ? 'Online' : (event.local ?? 'Presencial')}
          </Badge>
        </Group>
      </Stack>
      <Group gap="xs">
        {can('event.edit') && (
          <Button
            component={Link}
            to={`/admin/eventos/${event.id}/editar`}
            variant="default"
            leftSection={<IconPencil size={16} />}
          >
            Editar Evento
          </Button>
        )}
        {can('check_in') && (
          <Button
            component={Link}
            to={`/admin/eventos/${event.id}/check-in`}
            variant="default"
            leftSection={<IconScan size={16} />}
          >
            Check-in
          </Button>
        )}
        <Button
          component="a"
          href={event.public_url}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconExternalLink size={16} />}
        >
          Ver Página Pública
        </Button>
      </Group>
    </Group>
  );
}
