// The purchase flow of spec §4 as one pure reducer: step, participant stack and forms,
// coupon, buyer, payment method, installments and the registration result. Card data is
// deliberately NOT here: this state is autosaved to localStorage, and card numbers must
// never be written to disk (see docs/decisions/0030).

import type { BuyerInput } from '../../../../domain/buyer.ts';
import type {
  PaymentMethod,
  PaymentStatusResult,
  RegistrationResult,
  ValidateCouponResult,
} from '../../../../domain/contracts/public-event.ts';
import { type AnswerValue, clearHiddenAnswers, type FormField } from '../../../../domain/participant-form.ts';
import {
  EMPTY_PARTICIPANT_STACK,
  type ParticipantStack,
  setTicketTypeQuantity,
} from '../../../../domain/participant-stack.ts';

export const CHECKOUT_STEPS = [
  'info',
  'form',
  'payment_method',
  'pix',
  'checkout',
  'pre_registration_checkout',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const PERSON_FIELDS = ['nome', 'email', 'telefone', 'cpf'] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

export interface ParticipantData {
  nome: string;
  email: string;
  telefone: string;
  cpf: string;
  /** Custom answers by field id (spec: campo_{id}). */
  answers: Record<number, AnswerValue>;
}

/** The buyer's data as typed (spec §5 "Buyer"), validated by the domain's validateBuyer. */
export type BuyerData = BuyerInput;

export interface CheckoutMessage {
  title: string;
  message: string;
}

export interface CheckoutState {
  step: CheckoutStep;
  stack: ParticipantStack;
  /** Form data by stack entry id. */
  participants: Record<string, ParticipantData>;
  coupon: ValidateCouponResult | null;
  buyer: BuyerData;
  paymentMethod: PaymentMethod | null;
  installments: number;
  registration: RegistrationResult | null;
  /** Set once the payment is confirmed after the PIX step (its message wins over the registration's). */
  paidMessage: CheckoutMessage | null;
}

export type CheckoutAction =
  | { type: 'setQuantity'; ticketTypeId: number; quantity: number }
  | { type: 'setPersonField'; entryId: string; field: PersonField; value: string }
  | { type: 'setAnswer'; entryId: string; ticketTypeId: number; fieldId: number; value: AnswerValue }
  | { type: 'applyCoupon'; coupon: ValidateCouponResult }
  | { type: 'removeCoupon' }
  | { type: 'setBuyer'; field: keyof BuyerData; value: string }
  | { type: 'setPaymentMethod'; method: PaymentMethod }
  | { type: 'setInstallments'; installments: number }
  | { type: 'goTo'; step: CheckoutStep }
  | { type: 'registrationCompleted'; result: RegistrationResult }
  | { type: 'paymentConfirmed'; status: PaymentStatusResult }
  | { type: 'startOver' }
  | { type: 'reset' };

export const EMPTY_PARTICIPANT: ParticipantData = { nome: '', email: '', telefone: '', cpf: '', answers: {} };
export const EMPTY_BUYER: BuyerData = { name: '', email: '', documento: '' };

export const INITIAL_CHECKOUT_STATE: CheckoutState = {
  step: 'info',
  stack: EMPTY_PARTICIPANT_STACK,
  participants: {},
  coupon: null,
  buyer: EMPTY_BUYER,
  paymentMethod: null,
  installments: 1,
  registration: null,
  paidMessage: null,
};

/** Which step a registration reply leads to (spec §4). */
export function stepAfterRegistration(result: RegistrationResult): CheckoutStep {
  switch (result.status) {
    case 'awaiting_approval':
      return 'pre_registration_checkout';
    case 'paid':
    case 'free':
      return 'checkout';
    default:
      // pending: PIX waits for its QR code to be paid; a pending card waits on the same
      // screen (without a QR code) for the gateway's confirmation.
      return 'pix';
  }
}

function withoutEntries(
  participants: Record<string, ParticipantData>,
  removedIds: readonly string[],
): Record<string, ParticipantData> {
  if (removedIds.length === 0) return participants;
  const removed = new Set(removedIds);
  return Object.fromEntries(Object.entries(participants).filter(([id]) => !removed.has(id)));
}

function updateParticipant(
  state: CheckoutState,
  entryId: string,
  update: (current: ParticipantData) => ParticipantData,
): CheckoutState {
  if (!state.stack.entries.some((entry) => entry.id === entryId)) return state;
  const current = state.participants[entryId] ?? EMPTY_PARTICIPANT;
  return { ...state, participants: { ...state.participants, [entryId]: update(current) } };
}

/** The form's custom fields are fixed for the page's life, so the reducer closes over them. */
export function createCheckoutReducer(fields: readonly FormField[]) {
  return function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
    switch (action.type) {
      case 'setQuantity': {
        const { stack, removedIds } = setTicketTypeQuantity(
          state.stack,
          action.ticketTypeId,
          action.quantity,
        );
        if (stack === state.stack) return state;
        const participants = withoutEntries(state.participants, removedIds);
        const next = { ...state, stack, participants };
        // With no participant left there is nothing to fill in: back to the cart.
        return stack.entries.length === 0 && state.step !== 'info' ? { ...next, step: 'info' } : next;
      }
      case 'setPersonField':
        return updateParticipant(state, action.entryId, (current) => ({
          ...current,
          [action.field]: action.value,
        }));
      case 'setAnswer':
        return updateParticipant(state, action.entryId, (current) => {
          const answers = { ...current.answers, [action.fieldId]: action.value };
          // Spec §4: a conditional field's value is cleared as soon as it becomes hidden.
          const visible = clearHiddenAnswers(fields, answers, action.ticketTypeId);
          const kept = Object.fromEntries(
            Object.entries(visible).filter((pair): pair is [string, AnswerValue] => pair[1] !== undefined),
          );
          return { ...current, answers: kept };
        });
      case 'applyCoupon':
        return { ...state, coupon: action.coupon, installments: 1 };
      case 'removeCoupon':
        return { ...state, coupon: null, installments: 1 };
      case 'setBuyer':
        return { ...state, buyer: { ...state.buyer, [action.field]: action.value } };
      case 'setPaymentMethod':
        return { ...state, paymentMethod: action.method, installments: 1 };
      case 'setInstallments':
        return { ...state, installments: Math.max(1, Math.floor(action.installments)) };
      case 'goTo':
        if (action.step !== 'info' && state.stack.entries.length === 0) return state;
        return { ...state, step: action.step };
      case 'registrationCompleted':
        return { ...state, registration: action.result, step: stepAfterRegistration(action.result) };
      case 'paymentConfirmed':
        if (!action.status.paid) return state;
        return {
          ...state,
          step: 'checkout',
          paidMessage: {
            title: action.status.checkout_message.title,
            message: action.status.checkout_message.text,
          },
        };
      case 'startOver':
        // The order is gone (its PIX expired): keep everything typed, forget the order, pay again.
        return {
          ...state,
          registration: null,
          paidMessage: null,
          step: state.stack.entries.length === 0 ? 'info' : 'payment_method',
        };
      case 'reset':
        return INITIAL_CHECKOUT_STATE;
    }
  };
}
