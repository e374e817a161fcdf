import { Badge, Button, Card, Container, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconExternalLink, IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { AdminEvent } from '../../../../domain/contracts/organiser-events.ts';
import { formatDateTimeBR } from '../../../../domain/dates.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { registrationTypeLabel } from '../../../shared/lib/registration-type.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { NotFoundMessage } from '../../../shared/ui/not-found-message.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useAdminEvent } from '../api/get-admin-event.ts';
import { EventLinkBox } from './event-link-box.tsx';
import { TicketSalesList } from './ticket-sales-list.tsx';

function parseEventId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
}

function EventNotFound() {
  return (
    <NotFoundMessage
      title="Evento não encontrado"
      message="Este evento não existe ou não pertence à sua conta."
      backTo="/admin/eventos"
      backLabel="Voltar para Meus Eventos"
    />
  );
}

export function EventDashboardPage() {
  const eventId = parseEventId(useParams().id);
  return (
    <Container size="lg" py="md">
      {eventId === null ? <EventNotFound /> : <EventDashboard eventId={eventId} />}
    </Container>
  );
}

function EventDashboard({ eventId }: { eventId: number }) {
  const event = useAdminEvent(eventId);
  useDocumentTitle(event.data ? `${event.data.nome} · Catraca` : 'Evento · Catraca');

  if (event.isPending) return <PageLoader label="Carregando evento..." />;
  if (event.isError) {
    if (isApiError(event.error) && event.error.status === 404) return <EventNotFound />;
    return <LoadError error={event.error} onRetry={() => void event.refetch()} />;
  }
  return <EventSummary event={event.data} />;
}

function EventSummary({ event }: { event: AdminEvent }) {
  const percentTaken =
    event.capacidade > 0 ? Math.min(100, Math.round((event.vendidos / event.capacidade) * 100)) : 0;
  return (
    <Stack gap="lg">
      <Button
        component={Link}
        to="/admin/eventos"
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        w="fit-content"
        px={0}
      >
        Meus Eventos
      </Button>
      <Group justify="space-between" align="flex-start">
        <Stack gap={6}>
          <Title order={2}>{event.nome}</Title>
          <Text c="dimmed" size="sm">
            {formatDateTimeBR(new Date(event.start_date))} até {formatDateTimeBR(new Date(event.end_date))}
          </Text>
          <Group gap="xs">
            <Badge variant="light" color={event.participants_need_approval ? 'grape' : 'indigo'}>
              {registrationTypeLabel(event.participants_need_approval)}
            </Badge>
            <Badge variant="outline" color="gray">
              {event.is_online ? 'Online' : (event.local ?? 'Presencial')}
            </Badge>
          </Group>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to={`/admin/eventos/${event.id}/editar`}
            variant="default"
            leftSection={<IconPencil size={16} />}
          >
            Editar Evento
          </Button>
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

      <Title order={3}>Resumo</Title>
      <Card withBorder padding="lg">
        <EventLinkBox url={event.public_url} />
      </Card>
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={600}>Ingressos vendidos</Text>
            <Text fw={600}>
              {event.vendidos}/{event.capacidade}
            </Text>
          </Group>
          <Progress value={percentTaken} size="lg" aria-label={`${percentTaken}% das vagas ocupadas`} />
          <TicketSalesList ticketTypes={event.tipos_ingresso} />
        </Stack>
      </Card>
    </Stack>
  );
}
