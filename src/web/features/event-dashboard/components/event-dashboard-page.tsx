// The event view at /admin/eventos/{id} (spec §2): loads the organiser's event, then its header
// and the six tabs. A foreign or malformed id is the same "not found" as a missing one.
import { Container, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { EventNotFound } from '../../../shared/admin-event/event-not-found.tsx';
import { useAdminEvent } from '../../../shared/admin-event/get-admin-event.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useCan, useOrganisation } from '../../../shared/organisation/get-organisation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { resolveEventTab } from '../lib/event-tabs.ts';
import { EventHeader } from './event-header.tsx';
import { type EventTabPanels, EventTabsView } from './event-tabs-view.tsx';

function parseEventId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

export function EventDashboardPage({ panels }: { panels: EventTabPanels }) {
  const eventId = parseEventId(useParams().id);
  return (
    <Container size="xl" py="md" px={{ base: 0, sm: 'md' }}>
      {eventId === null ? <EventNotFound /> : <EventDashboard eventId={eventId} panels={panels} />}
    </Container>
  );
}

function EventDashboard({ eventId, panels }: { eventId: number; panels: EventTabPanels }) {
  const event = useAdminEvent(eventId);
  const organisation = useOrganisation();
  const can = useCan();
  const [searchParams] = useSearchParams();
  useDocumentTitle(event.data ? `${event.data.nome} · Catraca` : 'Evento · Catraca');

  if (event.isPending || organisation.isPending) return <PageLoader label="Carregando evento..." />;
  if (event.isError) {
    if (isApiError(event.error) && event.error.status === 404) return <EventNotFound />;
    return <LoadError error={event.error} onRetry={() => void event.refetch()} />;
  }
  if (organisation.isError)
    return <LoadError error={organisation.error} onRetry={() => void organisation.refetch()} />;
  const active = resolveEventTab(searchParams.get('tab'), event.data.participants_need_approval, can);
  // A role with no tab of the event (check-in) works at the door.
  if (active === null) {
    return can('check_in') ? (
      <Navigate to={`/admin/eventos/${eventId}/check-in`} replace />
    ) : (
      <EventNotFound />
    );
  }
  return (
    <Stack gap="lg">
      <EventHeader event={event.data} />
      <EventTabsView event={event.data} panels={panels} active={active} />
    </Stack>
  );
}
