import { Container } from '@mantine/core';
import { PageLoader } from '../../shared/ui/page-loader.tsx';

// Placeholder so the route resolves; the public-event feature replaces it.
export function PublicEventPage() {
  return (
    <Container size="lg" py="xl">
      <PageLoader label="Carregando evento..." />
    </Container>
  );
}
