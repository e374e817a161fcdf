import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error.ts';
import { notifyError } from '../../shared/notify/notify.tsx';
import { NotFoundMessage } from '../../shared/ui/not-found-message.tsx';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { usePreviewEvent, usePublicEvent } from './api/get-public-event.ts';
import { PublicEventFlow } from './components/public-event-flow.tsx';

const LOAD_ERROR_MESSAGE = 'Erro ao carregar informações do evento.';
const CONNECTION_ERROR_MESSAGE = 'Erro de conexão. Verifique sua internet.';

function EventLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const isConnection = isApiError(error) && error.errorType === 'network_error';
  return (
    <Alert color="red" title="Erro" icon={<IconAlertCircle />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{isConnection ? CONNECTION_ERROR_MESSAGE : LOAD_ERROR_MESSAGE}</Text>
        <Button variant="light" color="red" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
          Tentar Novamente
        </Button>
      </Stack>
    </Alert>
  );
}

/** /eventos/:slug — the public event page and its whole purchase flow (spec §2). */
export function PublicEventPage() {
  const { slug = '' } = useParams();
  const event = usePublicEvent(slug);
  // The server already rendered the event's name as <title>; keep it (an empty title is ignored).
  useDocumentTitle(event.data?.nome ?? '');

  useEffect(() => {
    if (slug.trim() === '') notifyError('Slug do evento não encontrado', 'Erro');
  }, [slug]);
  return <EventPageBody event={event} />;
}

/** /previa/:token — a draft's preview link (issue 20): the same page, selling nothing. */
export function PreviewEventPage() {
  const { token = '' } = useParams();
  const event = usePreviewEvent(token);
  useDocumentTitle(event.data ? `Pré-visualização: ${event.data.nome}` : 'Pré-visualização');
  return <EventPageBody event={event} />;
}

function EventPageBody({ event }: { event: ReturnType<typeof usePublicEvent> }) {
  if (event.isPending) {
    return (
      <Container size="lg" py="xl">
        <PageLoader label="Carregando evento..." />
      </Container>
    );
  }
  if (event.isError) {
    const isNotFound = isApiError(event.error) && event.error.status === 404;
    return (
      <Container size="sm" py="xl">
        {isNotFound ? (
          <NotFoundMessage
            title="Evento não encontrado"
            message="O evento que você procura não existe, foi removido ou ainda não foi publicado."
          />
        ) : (
          <EventLoadError error={event.error} onRetry={() => void event.refetch()} />
        )}
      </Container>
    );
  }
  // Keyed by event so a client-side navigation to another event starts a fresh flow.
  return <PublicEventFlow key={event.data.id} event={event.data} />;
}
