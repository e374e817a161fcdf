import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundMessage({
  title = 'Página não encontrada',
  message = 'O endereço que você acessou não existe ou foi removido.',
  backTo = '/',
  backLabel = 'Voltar ao início',
}: {
  title?: string;
  message?: string;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={2}>{title}</Title>
      <Text c="dimmed">{message}</Text>
      <Button component={Link} to={backTo} variant="light">
        {backLabel}
      </Button>
    </Stack>
  );
}
