import { useCallback, useMemo, useState } from 'react';
import type { CardInput } from '../../../../domain/card.ts';
import type {
  PaymentStatusResult,
  PublicEvent,
  RegistrationResult,
} from '../../../../domain/contracts/public-event.ts';
import type { AnswerValue } from '../../../../domain/participant-form.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { notifyApiError } from '../../../shared/api/notify-api-error.ts';
import { declinedCardReason } from '../../../shared/checkout/card-outcome.ts';
import { clearNotices, notify, notifySuccess, notifyWarning } from '../../../shared/notify/notify.tsx';
import { usePayPendingOrderByCard } from '../api/pay-pending-order-by-card.ts';
import {
  availablePaymentMethods,
  computeCartTotals,
  maxQuantityFor,
  quantityChangeRefusal,
} from '../lib/cart.ts';
import { validateAllParticipants } from '../lib/participant-validation.ts';
import { resumablePendingOrder } from '../lib/pending-order.ts';
import type { RegistrationFieldErrors } from '../lib/registration-field-errors.ts';
import type { BuyerData, CheckoutStep, PersonField } from './checkout-reducer.ts';
import { useCheckoutState } from './use-checkout-state.ts';
import { useRegistrationSubmit } from './use-registration-submit.ts';
import { useStepHistory } from './use-step-history.ts';

const NO_SERVER_ERRORS: RegistrationFieldErrors = { participants: {}, buyer: {}, other: [] };

function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

// Lets React paint the error messages first, then brings the first one into view and puts the
// cursor in it, so a phone opens its keyboard on the field to fix (issue 22).
function scrollToFirstError(): void {
  window.requestAnimationFrame(() => {
    const first = document.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    first?.focus({ preventScroll: true });
  });
}

/** Everything the page does between the cart and the receipt, on top of the pure reducer. */
export function useCheckoutFlow(event: PublicEvent) {
  const [state, dispatch] = useCheckoutState(event);
  useStepHistory(state, dispatch);
  const [showParticipantErrors, setShowParticipantErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<RegistrationFieldErrors>(NO_SERVER_ERRORS);

  const totals = useMemo(
    () => computeCartTotals(event, state.stack, state.coupon),
    [event, state.stack, state.coupon],
  );
  const paymentMethods = useMemo(() => availablePaymentMethods(event, state.stack), [event, state.stack]);

  const goTo = useCallback(
    (step: CheckoutStep) => {
      clearNotices();
      dispatch({ type: 'goTo', step });
      scrollToTop();
    },
    [dispatch],
  );

  const onCompleted = useCallback(
    (result: RegistrationResult) => {
      setServerErrors(NO_SERVER_ERRORS);
      dispatch({ type: 'registrationCompleted', result });
      scrollToTop();
    },
    [dispatch],
  );

  const onFieldErrors = useCallback(
    (errors: RegistrationFieldErrors) => {
      setServerErrors(errors);
      // A participant's mistake can only be fixed on the forms step.
      if (Object.keys(errors.participants).length > 0 && state.step !== 'form')
        dispatch({ type: 'goTo', step: 'form' });
      scrollToFirstError();
    },
    [dispatch, state.step],
  );

  // The reason of the last declined card, shown under the card until the buyer changes something.
  const [declinedReason, setDeclinedReason] = useState<string | null>(null);
  const registration = useRegistrationSubmit({
    event,
    onCompleted,
    onFieldErrors,
    onCardDeclined: setDeclinedReason,
  });

  const changeQuantity = (ticketTypeId: number, quantity: number) => {
    const ticket = event.tipos_ingresso.find((candidate) => candidate.id === ticketTypeId);
    if (!ticket) return;
    const target = Math.max(0, Math.min(quantity, maxQuantityFor(event, ticket, state.stack)));
    const refusal = quantityChangeRefusal(event, state.stack, state.coupon, ticketTypeId, target);
    if (refusal !== null) {
      notify('error', { title: 'Erro no Cupom', message: refusal });
      return;
    }
    dispatch({ type: 'setQuantity', ticketTypeId, quantity: target });
  };

  const errorsByEntry = useMemo(() => {
    const client = showParticipantErrors
      ? validateAllParticipants(event, state.stack.entries, state.participants)
      : {};
    const merged: Record<string, Record<string, string>> = { ...client };
    state.stack.entries.forEach((entry, index) => {
      const fromServer = serverErrors.participants[index];
      if (fromServer) merged[entry.id] = { ...fromServer, ...merged[entry.id] };
    });
    return merged;
  }, [event, state.stack.entries, state.participants, showParticipantErrors, serverErrors]);

  const clearServerErrorsOf = (entryId: string) => {
    const index = state.stack.entries.findIndex((entry) => entry.id === entryId);
    if (serverErrors.participants[index] === undefined) return;
    const { [index]: _cleared, ...rest } = serverErrors.participants;
    setServerErrors({ ...serverErrors, participants: rest });
  };

  const setPersonField = (entryId: string, field: PersonField, value: string) => {
    clearServerErrorsOf(entryId);
    dispatch({ type: 'setPersonField', entryId, field, value });
  };

  const setAnswer = (entryId: string, ticketTypeId: number, fieldId: number, value: AnswerValue) => {
    clearServerErrorsOf(entryId);
    dispatch({ type: 'setAnswer', entryId, ticketTypeId, fieldId, value });
  };

  const setBuyer = (field: keyof BuyerData, value: string) => {
    if (serverErrors.buyer[field])
      setServerErrors({ ...serverErrors, buyer: { ...serverErrors.buyer, [field]: undefined } });
    dispatch({ type: 'setBuyer', field, value });
  };

  // An order left by Back while its payment is still open is reopened, never created twice (ADR 0104).
  const pendingOrder = resumablePendingOrder(state.registration, new Date());
  const resumePendingOrder = () => goTo('pix');

  /** Spec §4: advance only with participants whose forms are all valid; free and approval submit here. */
  const continueFromForms = () => {
    if (state.stack.entries.length === 0) return;
    if (pendingOrder !== null) {
      resumePendingOrder();
      return;
    }
    const errors = validateAllParticipants(event, state.stack.entries, state.participants);
    if (Object.keys(errors).length > 0) {
      setShowParticipantErrors(true);
      notifyWarning('Verifique os campos destacados nos formulários.', 'Dados dos Participantes');
      scrollToFirstError();
      return;
    }
    if (event.participants_need_approval) registration.submit(state, 'approval', null);
    else if (totals.isFree) registration.submit(state, 'free', null);
    else goTo('payment_method');
  };

  const switchToCard = usePayPendingOrderByCard();
  const payPendingOrderByCard = (order: RegistrationResult, card: CardInput, installments: number) => {
    switchToCard.mutate(
      {
        order_hash: order.order_hash,
        installments,
        card_data: {
          number: card.numero.replace(/\s/g, ''),
          expiry: card.validade,
          cvv: card.cvv,
          name: card.nome,
        },
      },
      {
        onSuccess: (result) => {
          notifySuccess('Seu pagamento foi aprovado.', 'Pagamento Confirmado');
          onCompleted(result);
        },
        onError: (error) => {
          const declined = declinedCardReason(error);
          if (declined !== null) {
            setDeclinedReason(declined);
            return;
          }
          notifyApiError(error);
          // Paid meanwhile or expired: the status poll of the PIX screen says which.
          if (isApiError(error) && error.errorType === 'conflict') goTo('pix');
        },
      },
    );
  };

  const submitPayment = (card: CardInput | null, installments: number) => {
    setDeclinedReason(null);
    if (pendingOrder !== null) {
      if (card !== null) payPendingOrderByCard(pendingOrder, card, installments);
      else resumePendingOrder();
      return;
    }
    const next = { ...state, installments };
    registration.submit(next, 'paid', card);
  };

  const onPaid = useCallback(
    (status: PaymentStatusResult) => {
      notifySuccess('Seu pagamento foi confirmado.', 'Pagamento Confirmado');
      dispatch({ type: 'paymentConfirmed', status });
      scrollToTop();
    },
    [dispatch],
  );

  return {
    state,
    dispatch,
    totals,
    paymentMethods,
    errorsByEntry,
    serverBuyerErrors: serverErrors.buyer,
    declinedReason,
    clearDeclined: () => setDeclinedReason(null),
    isSubmitting: registration.isSubmitting || switchToCard.isPending,
    canPayByCard: paymentMethods.includes('credit_card'),
    payByCard: () => {
      dispatch({ type: 'setPaymentMethod', method: 'credit_card' });
      goTo('payment_method');
    },
    startOver: () => {
      clearNotices();
      dispatch({ type: 'startOver' });
      scrollToTop();
    },
    goTo,
    changeQuantity,
    setPersonField,
    setAnswer,
    setBuyer,
    continueFromForms,
    submitPayment,
    pendingOrder,
    resumePendingOrder,
    onPaid,
  };
}
