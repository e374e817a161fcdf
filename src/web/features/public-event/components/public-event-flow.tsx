import { Box, Center, Container, Grid, Image, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { PublicEvent } from '../../../../domain/contracts/public-event.ts';
import { formatBRL } from '../../../../domain/money.ts';
import { Busy } from '../../../shared/ui/busy.tsx';
import defaultBanner from '../assets/default-banner.svg';
import { useCheckoutFlow } from '../hooks/use-checkout-flow.ts';
import { useMetaPixel } from '../hooks/use-meta-pixel.ts';
import { callToAction } from '../lib/call-to-action.ts';
import { priceFromText } from '../lib/price-from.ts';
import { progressStages } from '../lib/progress-steps.ts';
import { EventInfo } from './event-info.tsx';
import { MobileCartBar } from './mobile-cart-bar.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PendingOrderNotice } from './pending-order-notice.tsx';
import { TicketCart } from './ticket-cart.tsx';

// The first view (event and cart) is all a visitor downloads; the later steps and the phone's
// cart drawer come in their own chunks (docs/decisions/0071).
const loadSteps = () => import('./checkout-steps.ts');
const ParticipantFormsStep = lazy(async () => ({ default: (await loadSteps()).ParticipantFormsStep }));
const PaymentMethodStep = lazy(async () => ({ default: (await loadSteps()).PaymentMethodStep }));
const PixStep = lazy(async () => ({ default: (await loadSteps()).PixStep }));
const CheckoutFrame = lazy(async () => ({ default: (await loadSteps()).CheckoutFrame }));
const CheckoutStep = lazy(async () => ({ default: (await loadSteps()).CheckoutStep }));
const PreRegistrationCheckout = lazy(async () => ({ default: (await loadSteps()).PreRegistrationCheckout }));
const CartDrawer = lazy(async () => ({ default: (await import('./cart-drawer.tsx')).CartDrawer }));

function StepLoader() {
  return (
    <Center py="xl">
      <Busy label="Carregando" />
    </Center>
  );
}

/** Spec §9: at 768 px or less the cart collapses behind 'Selecionar ingressos'. */
export const MOBILE_QUERY = '(max-width: 768px)';

function Banner({ event }: { event: PublicEvent }) {
  return (
    <Image
      src={event.banner ?? defaultBanner}
      fallbackSrc={defaultBanner}
      alt={event.banner ? `Banner do evento ${event.nome}` : ''}
      h={{ base: 140, sm: 240 }}
      fit="cover"
      radius="md"
    />
  );
}

/** "(2 · R$ 240,00)"; no amount for free events nor pre-registrations, where nothing is paid now. */
function mobileCartSummary(
  selected: number,
  totals: { isFree: boolean; amountDueCents: number },
  needsApproval: boolean,
): string {
  if (selected === 0) return '';
  if (totals.isFree || needsApproval) return ` (${selected})`;
  return ` (${selected} · ${formatBRL(totals.amountDueCents)})`;
}

/** The page's two columns; on mobile the side column goes under the content. */
function Columns({ main, side }: { main: ReactNode; side: ReactNode | null }) {
  if (side === null) return <>{main}</>;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>{main}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Box pos="sticky" top={16}>
          {side}
        </Box>
      </Grid.Col>
    </Grid>
  );
}

/** The whole public page (spec §2): banner, the current step, and the cart or its summary. */
export function PublicEventFlow({ event }: { event: PublicEvent }) {
  useMetaPixel(event.pixel_token);
  const flow = useCheckoutFlow(event);
  const { state, dispatch, totals } = flow;
  // A client-only app: read the query during the first render so phones never flash the side cart.
  const isMobile = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false });
  const [cartOpened, cart] = useDisclosure(false);
  // Mounted from the first opening on, so it can play its closing transition.
  const [hasOpenedCart, setHasOpenedCart] = useState(false);
  if (cartOpened && !hasOpenedCart) setHasOpenedCart(true);
  const selected = state.stack.entries.length;
  const cta = callToAction(event);
  // A buyer who picked a ticket is about to need the next steps: fetch them meanwhile.
  useEffect(() => {
    if (selected > 0) void loadSteps();
  }, [selected]);

  const ticketCart = (
    <TicketCart
      event={event}
      cta={cta}
      stack={state.stack}
      totals={totals}
      coupon={state.coupon}
      onQuantityChange={flow.changeQuantity}
      onApplyCoupon={(coupon) => dispatch({ type: 'applyCoupon', coupon })}
      onRemoveCoupon={() => dispatch({ type: 'removeCoupon' })}
      onNext={() => {
        cart.close();
        flow.goTo('form');
      }}
    />
  );
  const summary = (
    <OrderSummary
      tickets={event.tipos_ingresso}
      totals={totals}
      couponCode={state.coupon?.code ?? null}
      needsApproval={event.participants_need_approval}
    />
  );

  let content: ReactNode;
  switch (state.step) {
    case 'info':
      content = (
        <Columns
          main={
            <Stack gap="lg">
              {flow.pendingOrder && (
                <PendingOrderNotice order={flow.pendingOrder} onResume={flow.resumePendingOrder} />
              )}
              <EventInfo event={event} />
              {isMobile && (
                <MobileCartBar
                  cta={cta}
                  summary={mobileCartSummary(selected, totals, event.participants_need_approval)}
                  note={
                    event.participants_need_approval
                      ? 'Pré-inscrição: nada é cobrado agora, só se você for selecionado.'
                      : null
                  }
                  priceFrom={priceFromText(event)}
                  onOpen={cart.open}
                />
              )}
            </Stack>
          }
          side={isMobile ? null : ticketCart}
        />
      );
      break;
    case 'form':
      content = (
        <Columns
          main={
            <ParticipantFormsStep
              event={event}
              stack={state.stack}
              participants={state.participants}
              errorsByEntry={flow.errorsByEntry}
              submitting={flow.isSubmitting}
              onPersonFieldChange={flow.setPersonField}
              onAnswerChange={flow.setAnswer}
              pendingOrder={flow.pendingOrder}
              onResumePendingOrder={flow.resumePendingOrder}
              onBack={() => flow.goTo('info')}
              onContinue={flow.continueFromForms}
            />
          }
          side={summary}
        />
      );
      break;
    case 'payment_method':
      content = (
        <Columns
          main={
            <PaymentMethodStep
              buyer={state.buyer}
              serverBuyerErrors={flow.serverBuyerErrors}
              methods={flow.paymentMethods}
              method={state.paymentMethod}
              installments={state.installments}
              amountDueCents={totals.amountDueCents}
              maxInstallments={event.parcelamento_maximo}
              pixHoldMinutes={event.tempo_reserva_pix}
              withdrawalLimitHours={event.limite_cancelamento_horas}
              submitting={flow.isSubmitting}
              onBuyerChange={flow.setBuyer}
              declinedReason={flow.declinedReason}
              firstParticipant={state.participants[state.stack.entries[0]?.id ?? ''] ?? null}
              onCardEdited={flow.clearDeclined}
              onMethodChange={(method) => {
                flow.clearDeclined();
                dispatch({ type: 'setPaymentMethod', method });
              }}
              onInstallmentsChange={(installments) => dispatch({ type: 'setInstallments', installments })}
              pendingOrder={flow.pendingOrder}
              onResumePendingOrder={flow.resumePendingOrder}
              onBack={() => flow.goTo('form')}
              onSubmit={flow.submitPayment}
            />
          }
          side={summary}
        />
      );
      break;
    case 'pix':
      content = state.registration && (
        <PixStep
          registration={state.registration}
          sandboxMode={event.sandbox_mode}
          organiserName={event.organizador.nome}
          canPayByCard={flow.canPayByCard}
          onPaid={flow.onPaid}
          onPayByCard={flow.payByCard}
          onStartOver={flow.startOver}
        />
      );
      break;
    case 'checkout':
      content = state.registration && (
        <CheckoutStep event={event} registration={state.registration} message={state.paidMessage} />
      );
      break;
    case 'pre_registration_checkout':
      content = state.registration && (
        <PreRegistrationCheckout event={event} registration={state.registration} />
      );
      break;
  }

  return (
    <Container size="lg" py={{ base: 'sm', sm: 'lg' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        {state.step === 'info' ? (
          <Banner event={event} />
        ) : (
          <Suspense fallback={null}>
            <CheckoutFrame
              event={event}
              stages={progressStages(state.step, {
                needsApproval: event.participants_need_approval,
                isFree: totals.isFree,
              })}
            />
          </Suspense>
        )}
        <Suspense fallback={<StepLoader />}>{content}</Suspense>
      </Stack>
      {hasOpenedCart && (
        <Suspense fallback={null}>
          <CartDrawer opened={cartOpened && isMobile && state.step === 'info'} onClose={cart.close}>
            {ticketCart}
          </CartDrawer>
        </Suspense>
      )}
    </Container>
  );
}
