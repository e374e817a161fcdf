import { Box, Button, Center, Container, Grid, Image, Loader, Paper, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconTicket } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { PublicEvent } from '../../../../domain/contracts/public-event.ts';
import { formatBRL } from '../../../../domain/money.ts';
import defaultBanner from '../assets/default-banner.svg';
import { useCheckoutFlow } from '../hooks/use-checkout-flow.ts';
import { useMetaPixel } from '../hooks/use-meta-pixel.ts';
import { EventInfo } from './event-info.tsx';
import { OrderSummary } from './order-summary.tsx';
import { TicketCart } from './ticket-cart.tsx';

// The first view (event and cart) is all a visitor downloads; the later steps and the phone's
// cart drawer come in their own chunks (docs/decisions/0071).
const loadSteps = () => import('./checkout-steps.ts');
const ParticipantFormsStep = lazy(async () => ({ default: (await loadSteps()).ParticipantFormsStep }));
const PaymentMethodStep = lazy(async () => ({ default: (await loadSteps()).PaymentMethodStep }));
const PixStep = lazy(async () => ({ default: (await loadSteps()).PixStep }));
const CheckoutStep = lazy(async () => ({ default: (await loadSteps()).CheckoutStep }));
const PreRegistrationCheckout = lazy(async () => ({ default: (await loadSteps()).PreRegistrationCheckout }));
const CartDrawer = lazy(async () => ({ default: (await import('./cart-drawer.tsx')).CartDrawer }));

function StepLoader() {
  return (
    <Center py="xl">
      <Loader aria-label="Carregando" />
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
  // A buyer who picked a ticket is about to need the next steps: fetch them meanwhile.
  useEffect(() => {
    if (selected > 0) void loadSteps();
  }, [selected]);

  const ticketCart = (
    <TicketCart
      event={event}
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
    <OrderSummary tickets={event.tipos_ingresso} totals={totals} couponCode={state.coupon?.code ?? null} />
  );

  let content: ReactNode;
  switch (state.step) {
    case 'info':
      content = (
        <Columns
          main={
            <Stack gap="lg">
              <EventInfo event={event} />
              {isMobile && (
                <Paper withBorder p="sm" pos="sticky" bottom={0} shadow="md" style={{ zIndex: 5 }}>
                  <Button fullWidth size="md" leftSection={<IconTicket size={18} />} onClick={cart.open}>
                    Selecionar ingressos
                    {selected > 0 &&
                      ` (${selected}${totals.isFree ? '' : ` · ${formatBRL(totals.amountDueCents)}`})`}
                  </Button>
                </Paper>
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
              submitting={flow.isSubmitting}
              onBuyerChange={flow.setBuyer}
              onMethodChange={(method) => dispatch({ type: 'setPaymentMethod', method })}
              onInstallmentsChange={(installments) => dispatch({ type: 'setInstallments', installments })}
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
        <PixStep registration={state.registration} sandboxMode={event.sandbox_mode} onPaid={flow.onPaid} />
      );
      break;
    case 'checkout':
      content = state.registration && (
        <CheckoutStep registration={state.registration} message={state.paidMessage} />
      );
      break;
    case 'pre_registration_checkout':
      content = state.registration && <PreRegistrationCheckout registration={state.registration} />;
      break;
  }

  return (
    <Container size="lg" py={{ base: 'sm', sm: 'lg' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Banner event={event} />
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
