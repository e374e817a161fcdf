import { Button, Container, Stack, Text, Title } from '@mantine/core';

/**
 * A page that failed to load or render. The usual cause in production is a page chunk that no
 * longer exists after a deploy, which a reload fixes.
 */
export function PageError() {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={2}>Algo deu errado</Title>
        <Text c="dimmed">Não foi possível carregar esta página. Recarregue e tente novamente.</Text>
        <Button onClick={() => window.location.reload()}>Recarregar Página</Button>
      </Stack>
    </Container>
  );
}
