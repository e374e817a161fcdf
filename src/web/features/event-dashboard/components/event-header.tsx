import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconEye, IconPencil, IconScan } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AdminEvent } from '../../../../domain/contracts/organiser-events.ts';
import { formatDateTimeBR } from '../../../../domain/dates.ts';
import { EventLifecycleActions } from '../../../shared/admin-event/event-lifecycle-actions.tsx';
import { EventRefundsPanel } from '../../../shared/admin-event/event-refunds-panel.tsx';
import { EventStatusBadge } from '../../../shared/admin-event/event-status-badge.tsx';
import { registrationTypeLabel } from '../../../shared/lib/registration-type.ts';
import { useCan } from '../../../shared/organisation/get-organisation.ts';
import { EventLinkBox } from '../../../shared/ui/event-link-box.tsx';

/** What the status means for buyers, said once under the header (nothing when it sells). */
function StatusNotice({ event }: { event: AdminEvent }) {
  if (event.status === 'draft') {
    return (
      <Alert color="gray" title="Este evento é um rascunho" icon={<IconEye />}>
        <Stack gap="xs">
          <Text size="sm">
            Ninguém encontra a página do evento até você publicá-lo. Para mostrar como ficou, compartilhe o
            link de pré-visualização (ele não aceita inscrições).
          </Text>
          <EventLinkBox url={event.preview_url} label="Link de pré-visualização" />
        </Stack>
      </Alert>
    );
  }
  if (event.status === 'sales_closed') {
    return (
      <Alert color="orange" title="Vendas encerradas">
        A página continua no ar, mas não aceita novas inscrições. Use "Reabrir vendas" para voltar a vender.
      </Alert>
    );
  }
  if (event.status === 'cancelled') {
    return (
      <Alert color="red" title="Evento cancelado">
        A página informa o cancelamento e os inscritos foram avisados por e-mail. Os pedidos pagos pela
        plataforma são reembolsados automaticamente.
      </Alert>
    );
  }
  return null;
}

export function EventHeader({ event }: { event: AdminEvent }) {
  const can = useCan();
  const isDraft = event.status === 'draft';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {event.nome}
          </Title>
          <Text c="dimmed" size="sm">
            {formatDateTimeBR(new Date(event.start_date))} até {formatDateTimeBR(new Date(event.end_date))}
          </Text>
          <Group gap="xs">
            <EventStatusBadge status={event.status} />
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
            href={isDraft ? event.preview_url : event.public_url}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconExternalLink size={16} />}
          >
            {isDraft ? 'Pré-visualizar' : 'Ver Página Pública'}
          </Button>
          {can('event.edit') && <EventLifecycleActions event={event} />}
        </Group>
      </Group>
      <StatusNotice event={event} />
      <EventRefundsPanel eventId={event.id} cancelled={event.status === 'cancelled'} />
    </Stack>
  );
}
