// /meus-ingressos (issue 22, ADR 0471): a buyer types their e-mail and receives a single-use link
// that lists every order and pre-registration of that address. Nothing is shown here without it.
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { storedViewKey } from '../api/my-orders-api.ts';
import { LinkRequestForm } from './link-request-form.tsx';

export function MyOrdersRequestPage() {
  useDocumentTitle('Meus ingressos · Catraca');
  const open = storedViewKey();
  return (
    <Container size="xs" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1}>Meus ingressos</Title>
          <Text>
            Informe o e-mail usado na compra. Enviamos um link para você ver todos os seus pedidos e
            pré-inscrições, baixar ingressos e recibos e abrir a página de cada pedido.
          </Text>
          {open && (
            <Text size="sm">
              Você já abriu um link neste navegador:{' '}
              <Anchor component={Link} to="/meus-ingressos/acesso">
                ver meus pedidos
              </Anchor>
              .
            </Text>
          )}
          <LinkRequestForm />
          <Text size="sm" c="dimmed">
            Por segurança, o link vale por pouco tempo e abre uma única vez. Sem ele, ninguém vê os seus
            pedidos.
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
