import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundMessage({
  title = 'Página não encontrada',
  message = 'O endereço que você acessou não existe ou foi removido.',
  backTo = '/',
  backLabel = 'Voltar ao início',
  headingOrder = 1,
}: {
  title?: string;
  message?: string;
  backTo?: string;
  backLabel?: string;
  /** The page's own title (h1) unless the page already has one. */
  headingOrder?: 1 | 2;
}) {
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={headingOrder} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{message}</Text>
      <Button component={Link} to={backTo} variant="light">
        {backLabel}
      </Button>
    </Stack>
  );
}
