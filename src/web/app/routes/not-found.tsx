import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { NotFoundMessage } from '../../shared/ui/not-found-message.tsx';

export function NotFoundPage() {
  useDocumentTitle('Página não encontrada · Catraca');
  return (
    <Container size="sm" py={96}>
      <NotFoundMessage />
    </Container>
  );
}
