import { Button, Container, EmptyState, Group, Paper, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendarPlus, IconPlus } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { useIsMobile } from '../../../shared/lib/use-is-mobile.ts';
import { useCan, useOrganisation } from '../../../shared/organisation/get-organisation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useAdminEvents } from '../api/get-admin-events.ts';
import { EventCards } from './event-cards.tsx';
import { EventsTable } from './events-table.tsx';

export function EventsListPage() {
  useDocumentTitle('Meus Eventos · Catraca');
  const events = useAdminEvents();
  const organisation = useOrganisation();
  const can = useCan();
  const isMobile = useIsMobile();
  const doorOnly = organisation.data?.papel === 'check-in';
  const [onlyEvent] = events.data ?? [];
  // Door staff with one event land on its check-in page (issue 21).
  if (doorOnly && events.data?.length === 1 && onlyEvent)
    return <Navigate to={`/admin/eventos/${onlyEvent.id}/check-in`} replace />;

  return (
    <Container size="lg" px={0}>
      <Group justify="space-between" mb="lg" gap="sm">
        <Title order={1} size="h2">
          Meus Eventos
        </Title>
        {can('events.create') && (
          <Button component={Link} to="/admin/eventos/novo" leftSection={<IconPlus size={16} />}>
            Novo Evento
          </Button>
        )}
      </Group>
      {events.isPending && <PageLoader label="Carregando eventos..." />}
      {events.isError && <LoadError error={events.error} onRetry={() => void events.refetch()} />}
      {events.isSuccess && events.data.length === 0 && (
        <Paper withBorder p="xl">
          <EmptyState
            icon={<IconCalendarPlus size={32} />}
            variant="light"
            title={doorOnly ? 'Nenhum evento para o seu check-in' : 'Você ainda não criou nenhum evento'}
            description={
              doorOnly
                ? 'Peça a quem organiza o evento para incluí-lo no seu acesso de check-in.'
                : 'Crie o seu primeiro evento para começar a vender ingressos e receber inscrições.'
            }
          />
        </Paper>
      )}
      {events.isSuccess &&
        events.data.length > 0 &&
        (isMobile ? <EventCards events={events.data} /> : <EventsTable events={events.data} />)}
    </Container>
  );
}
