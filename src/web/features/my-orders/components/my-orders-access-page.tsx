// /meus-ingressos/acesso#token=… (ADR 0471): the e-mailed link. The page's script opens the token
// once (a mail scanner fetching the URL spends nothing), drops it from the address bar and keeps
// the view key it got in this tab, then lists the address's orders until the view expires.
import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { MyOrdersOpen } from '../../../../domain/contracts/my-orders.ts';
import { formatDateTimeBR } from '../../../../domain/dates.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { Busy } from '../../../shared/ui/busy.tsx';
import {
  fetchMyOrders,
  forgetViewKey,
  openMyOrdersLink,
  storedViewKey,
  storeViewKey,
} from '../api/my-orders-api.ts';
import { LinkRequestForm } from './link-request-form.tsx';
import { MyOrderCard } from './my-order-card.tsx';

function tokenInFragment(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get('token');
}

type Access =
  | { state: 'opening' }
  | { state: 'open'; view: MyOrdersOpen }
  | { state: 'failed'; error: unknown };

/** Opens the link in the fragment once (StrictMode runs effects twice), or reuses this tab's key. */
function useAccess(): Access {
  const [access, setAccess] = useState<Access>(() => {
    const stored = tokenInFragment() ? null : storedViewKey();
    return stored ? { state: 'open', view: stored } : { state: 'opening' };
  });
  const started = useRef(false);
  // A link pasted into a tab already on this page changes only the fragment: open it too.
  useEffect(() => {
    const onHashChange = () => {
      if (!tokenInFragment()) return;
      started.current = false;
      setAccess({ state: 'opening' });
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  useEffect(() => {
    if (started.current || access.state !== 'opening') return;
    started.current = true;
    const token = tokenInFragment();
    // The token leaves the address bar (and the history) whatever happens next.
    window.history.replaceState(null, '', window.location.pathname);
    if (!token) {
      setAccess({ state: 'failed', error: null });
      return;
    }
    openMyOrdersLink(token).then(
      (view) => {
        storeViewKey(view);
        setAccess({ state: 'open', view });
      },
      (error: unknown) => setAccess({ state: 'failed', error }),
    );
  }, [access.state]);
  return access;
}

function AskAgain({ title, message }: { title: string; message: string }) {
  return (
    <Stack gap="md">
      <Alert color="orange" title={title}>
        <Text size="sm">{message}</Text>
      </Alert>
      <LinkRequestForm />
    </Stack>
  );
}

function OrdersList({ view }: { view: MyOrdersOpen }) {
  const list = useQuery({
    queryKey: ['meus-ingressos', view.chave],
    queryFn: ({ signal }) => fetchMyOrders(view.chave, signal),
    retry: false,
  });
  // An expired or unknown key is dropped, so the request page stops offering it.
  useEffect(() => {
    if (list.isError) forgetViewKey();
  }, [list.isError]);
  if (list.isPending) return <Busy label="Carregando seus pedidos" />;
  if (list.isError) {
    const { title, message } = describeError(list.error);
    return <AskAgain title={title} message={message} />;
  }
  const { email, pedidos, acesso_ate } = list.data;
  return (
    <Stack gap="md">
      <Text>
        Pedidos e pré-inscrições de <strong style={{ overflowWrap: 'anywhere' }}>{email}</strong>. Esta lista
        fica aberta neste navegador até {formatDateTimeBR(new Date(acesso_ate))}.
      </Text>
      {pedidos.length === 0 ? (
        <Text>Nenhum pedido encontrado para este e-mail.</Text>
      ) : (
        pedidos.map((order) => <MyOrderCard key={order.codigo} order={order} />)
      )}
    </Stack>
  );
}

export function MyOrdersAccessPage() {
  useDocumentTitle('Meus ingressos · Catraca');
  const access = useAccess();
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1}>Meus ingressos</Title>
          {access.state === 'opening' && <Busy label="Abrindo o link" />}
          {access.state === 'open' && <OrdersList view={access.view} />}
          {access.state === 'failed' && (
            <AskAgain
              title="Link inválido ou expirado"
              message={
                access.error
                  ? describeError(access.error).message
                  : 'Abra o link recebido por e-mail ou peça um novo abaixo.'
              }
            />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
