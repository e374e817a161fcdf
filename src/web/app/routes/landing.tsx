import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconTicket } from '@tabler/icons-react';

export function LandingPage() {
  useDocumentTitle('Catraca · Ingressos e inscrições para eventos');
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="lg" ta="center">
        <IconTicket size={56} stroke={1.5} color="var(--mantine-color-indigo-6)" aria-hidden />
        <Title order={1}>Catraca</Title>
        <Text size="lg" c="dimmed">
          Venda ingressos e receba inscrições para os seus eventos, presenciais ou online, com pagamento por
          PIX ou cartão de crédito.
        </Text>
        {/* The organiser area is the other web app: a full page load (docs/decisions/0071). */}
        <Group justify="center" gap="sm">
          <Button component="a" href="/admin/login" size="md">
            Área do Organizador
          </Button>
          <Button component="a" href="/admin/cadastro" size="md" variant="default">
            Criar conta
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
