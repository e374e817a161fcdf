import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { formatDateTimeBR } from '../../../domain/dates.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { NotFoundMessage } from '../../shared/ui/not-found-message.tsx';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { useCandidateOrder } from './api/get-candidate-order.ts';
import { CandidateCard } from './components/candidate-card.tsx';

/**
 * The page a candidate reaches through the link of their pre-registration: the event and the
 * status of each participant's application.
 */
export function CandidatePaymentPage() {
  useDocumentTitle('Pagamento da Inscrição · Catraca');
  const { hash = '' } = useParams();
  const order = useCandidateOrder(hash);

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Pagamento da Inscrição
        </Title>
        {order.isPending && <PageLoader />}
        {order.isError &&
          (isApiError(order.error) && order.error.status === 404 ? (
            <NotFoundMessage
              title="Inscrição não encontrada"
              message="O link de pagamento é inválido ou não existe mais."
            />
          ) : (
            <LoadError error={order.error} onRetry={() => void order.refetch()} />
          ))}
        {order.data && (
          <>
            <Paper withBorder p="md" radius="md">
              <Text fw={700} size="lg">
                {order.data.evento.nome}
              </Text>
              <Text size="sm" c="dimmed">
                {formatDateTimeBR(new Date(order.data.evento.start_date))}
                {order.data.evento.is_online
                  ? ' · Evento Online - Link no Ingresso'
                  : order.data.evento.local
                    ? ` · ${order.data.evento.local}`
                    : ''}
              </Text>
            </Paper>
            {order.data.participantes.every((p) => p.status === 'candidate') && (
              <Alert icon={<IconInfoCircle />} color="blue" title="Pré-inscrição em análise">
                O organizador ainda está analisando as inscrições. Você receberá um e-mail quando houver uma
                decisão.
              </Alert>
            )}
            <Stack gap="sm">
              {order.data.participantes.map((p) => (
                <CandidateCard key={p.id} participant={p} />
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
