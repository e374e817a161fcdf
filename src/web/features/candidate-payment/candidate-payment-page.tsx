import { Affix, Alert, Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useParams } from 'react-router';
import type { CandidateOrder } from '../../../domain/contracts/candidate-order.ts';
import { formatDateTimeBR } from '../../../domain/dates.ts';
import { formatBRL } from '../../../domain/money.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { NotFoundMessage } from '../../shared/ui/not-found-message.tsx';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { useCandidateOrder } from './api/get-candidate-order.ts';
import { CandidateCard } from './components/candidate-card.tsx';
import { PayerModal } from './components/payer-modal.tsx';
import { PaymentSummary } from './components/payment-summary.tsx';
import { PixModal } from './components/pix-modal.tsx';
import { SuccessModal } from './components/success-modal.tsx';
import { useCandidatePayment } from './hooks/use-candidate-payment.ts';

function EventInfo({ evento }: { evento: CandidateOrder['evento'] }) {
  const place = [evento.local, [evento.cidade, evento.estado].filter(Boolean).join(' - ')]
    .filter(Boolean)
    .join(' · ');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Evento">
      <Text fw={700} size="lg">
        {evento.nome}
      </Text>
      <Text size="sm" c="dimmed">
        {formatDateTimeBR(new Date(evento.start_date))}
        {evento.is_online ? ' · Evento Online - Link no Ingresso' : place ? ` · ${place}` : ''}
      </Text>
    </Paper>
  );
}

/**
 * The page a candidate reaches through the link of their pre-registration: the event, the status
 * of each participant's application, and the payment of the selected ones (spec §2, §4, §5).
 */
export function CandidatePaymentPage() {
  useDocumentTitle('Pagamento da Inscrição · Catraca');
  const { hash = '' } = useParams();
  const order = useCandidateOrder(hash);
  const payment = useCandidatePayment(hash, order.data);
  const hasPayable = payment.payable.length > 0;

  return (
    <Container size="sm" py="xl" pb={hasPayable ? 120 : 'xl'}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          Pagamento da Inscrição
        </Title>
        {order.isPending && <PageLoader />}
        {order.isError &&
          (isApiError(order.error) && order.error.status === 404 ? (
            <NotFoundMessage
              headingOrder={2}
              title="Inscrição não encontrada"
              message="O link de pagamento é inválido ou não existe mais."
            />
          ) : (
            <LoadError error={order.error} onRetry={() => void order.refetch()} />
          ))}
        {order.data && (
          <>
            <EventInfo evento={order.data.evento} />
            {order.data.participantes.every((p) => p.status === 'candidate') && (
              <Alert icon={<IconInfoCircle />} color="blue" title="Pré-inscrição em análise">
                O organizador ainda está analisando as inscrições. Você receberá um e-mail quando houver uma
                decisão.
              </Alert>
            )}
            <Stack gap="sm" component="section" aria-label="Participantes">
              {order.data.participantes.map((p) => (
                <CandidateCard
                  key={p.id}
                  participant={p}
                  included={payment.included.some((i) => i.id === p.id)}
                  onIncludedChange={(on) => payment.toggle(p.id, on)}
                />
              ))}
            </Stack>
            {hasPayable && (
              <PaymentSummary
                count={payment.included.length}
                totals={payment.totals}
                coupon={payment.coupon}
                validating={payment.validatingCoupon}
                onApplyCoupon={payment.applyCoupon}
                onRemoveCoupon={payment.removeCoupon}
              />
            )}
            <PayerModal
              opened={payment.payerOpen}
              amountDueCents={payment.totals.amountDueCents}
              isFree={payment.totals.isFree}
              maxInstallments={order.data.evento.parcelamento_maximo}
              methods={order.data.evento.metodos_pagamento}
              submitting={payment.submitting}
              declinedReason={payment.declinedReason}
              initialPayer={{
                nome: order.data.participante_principal?.nome ?? '',
                email: order.data.participante_principal?.email ?? '',
              }}
              onCardEdited={payment.clearDeclined}
              onClose={payment.closePayer}
              onSubmit={payment.submit}
            />
            <PixModal
              payment={payment.pixPayment}
              sandboxMode={order.data.evento.sandbox_mode}
              onClose={payment.closePix}
              onPaid={payment.onPixPaid}
            />
            <SuccessModal paid={payment.paid} onClose={payment.closeSuccess} />
          </>
        )}
      </Stack>
      {hasPayable && (
        <Affix position={{ bottom: 0, left: 0, right: 0 }} zIndex={150}>
          <Box
            p="sm"
            bg="var(--mantine-color-body)"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group justify="center" gap="md">
              <Text fw={700} aria-live="polite">
                {payment.totals.isFree ? 'Gratuito' : formatBRL(payment.totals.amountDueCents)}
              </Text>
              <Button size="lg" leftSection={<IconLock size={18} />} onClick={payment.openPayer} miw={200}>
                Pagar
              </Button>
            </Group>
          </Box>
        </Affix>
      )}
    </Container>
  );
}
