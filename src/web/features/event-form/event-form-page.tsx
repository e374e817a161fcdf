import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { EventNotFound } from '../../shared/admin-event/event-not-found.tsx';
import { isApiError } from '../../shared/api/api-error.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { eventForEditQueryKey, useEventForEdit } from './api/get-event-for-edit.ts';
import { EventForm } from './components/event-form.tsx';
import { emptyEventForm, formValuesFromEvent } from './model/form-values.ts';

/** A positive id the server could know; anything else (`abc`, `0`, 11 digits) is not an event. */
export function parseEventId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** /admin/eventos/novo (create) and /admin/eventos/:id/editar (edit). */
export function EventFormPage() {
  const params = useParams();
  const id = parseEventId(params.id);
  const isEdit = params.id !== undefined;
  const title = isEdit ? 'Editar Evento' : 'Novo Evento';
  useDocumentTitle(`${title} · Catraca`);
  const query = useEventForEdit(id);
  const queryClient = useQueryClient();

  let body: ReactNode;
  if (!isEdit) {
    body = <EventForm initial={emptyEventForm()} savedNeedsApproval={null} />;
  } else if (id === null) {
    // No request can find it: say so at once instead of waiting on a query that never runs.
    body = <EventNotFound />;
  } else if (query.isPending) {
    body = <PageLoader />;
  } else if (query.isError && isApiError(query.error) && query.error.status === 404) {
    body = <EventNotFound />;
  } else if (query.isError || !query.data) {
    body = (
      <Stack gap="xs">
        <Text c="red">Erro ao carregar dados do evento.</Text>
        <LoadError error={query.error} onRetry={() => query.refetch()} />
      </Stack>
    );
  } else {
    body = (
      <EventForm
        // A fresh copy after each save: new ticket types get their ids, so saving again cannot duplicate them.
        key={query.dataUpdatedAt}
        initial={formValuesFromEvent(query.data)}
        savedNeedsApproval={query.data.pre_inscricao_type === 'approval'}
        onUpdated={() => queryClient.invalidateQueries({ queryKey: eventForEditQueryKey(query.data.id) })}
      />
    );
  }

  return (
    <Container size="md" px={0} pb="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Anchor
            component={Link}
            // A foreign or unknown id has no event view to go back to.
            to={id && !query.isError ? `/admin/eventos/${id}` : '/admin/eventos'}
            size="sm"
          >
            Voltar
          </Anchor>
        </Group>
        {body}
      </Stack>
    </Container>
  );
}
