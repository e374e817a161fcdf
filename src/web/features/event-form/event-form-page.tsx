import { Container, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';

// Placeholder so the routes resolve; the event-form feature replaces it.
export function EventFormPage() {
  const title = useParams().id ? 'Editar Evento' : 'Novo Evento';
  useDocumentTitle(`${title} · Catraca`);
  return (
    <Container size="md" py="md">
      <Title order={2}>{title}</Title>
    </Container>
  );
}
