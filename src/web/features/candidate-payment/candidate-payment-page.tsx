import { Container, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PageLoader } from '../../shared/ui/page-loader.tsx';

// Placeholder so the route resolves; the candidate-payment feature replaces it.
export function CandidatePaymentPage() {
  useDocumentTitle('Pagamento da Inscrição · Catraca');
  return (
    <Container size="md" py="xl">
      <Title order={2}>Pagamento da Inscrição</Title>
      <PageLoader />
    </Container>
  );
}
