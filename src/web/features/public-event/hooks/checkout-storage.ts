// Autosave of the purchase flow (spec §4, §9: 500 ms): the cart, the participant forms, the
// buyer and the current step, in localStorage under the event's slug, so a reload or a
// closed tab does not lose what the buyer typed. Restoring is defensive: the saved copy may
// be from an older version of the event (types removed, stock sold) or hand-edited.
import type { PublicEvent } from '../../../../domain/contracts/public-event.ts';
import {
  type ParticipantStack,
  retainTicketTypes,
  setTicketTypeQuantity,
} from '../../../../domain/participant-stack.ts';
import { maxQuantityFor } from '../lib/cart.ts';
import {
  CHECKOUT_STEPS,
  type CheckoutState,
  type CheckoutStep,
  EMPTY_BUYER,
  INITIAL_CHECKOUT_STATE,
  type ParticipantData,
} from './checkout-reducer.ts';

export const AUTOSAVE_DELAY_MS = 500;
const STORAGE_VERSION = 1;

export function checkoutStorageKey(slug: string): string {
  return `catraca:checkout:${slug}`;
}

/** Finished orders are not saved: spec says start clean after a completed purchase. */
export function isFinishedStep(step: CheckoutStep): boolean {
  return step === 'checkout' || step === 'pre_registration_checkout';
}

export function serializeCheckoutState(state: CheckoutState): string {
  return JSON.stringify({ version: STORAGE_VERSION, state });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readStack(value: unknown): ParticipantStack | null {
  if (!isRecord(value) || !Array.isArray(value.entries) || typeof value.nextId !== 'number') return null;
  const entries = value.entries.filter(
    (entry): entry is ParticipantStack['entries'][number] =>
      isRecord(entry) && typeof entry.id === 'string' && typeof entry.ticketTypeId === 'number',
  );
  return { entries, nextId: value.nextId };
}

function readString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function readParticipant(value: unknown): ParticipantData {
  const record = isRecord(value) ? value : {};
  return {
    nome: readString(record.nome),
    email: readString(record.email),
    telefone: readString(record.telefone),
    cpf: readString(record.cpf),
    answers: isRecord(record.answers) ? (record.answers as ParticipantData['answers']) : {},
  };
}

// Stock may have sold since the save, and types may be gone: trim the stack to what the
// event offers now, popping the last entries as a quantity reduction would.
function fitStackToEvent(stack: ParticipantStack, event: PublicEvent): ParticipantStack {
  let fitted = retainTicketTypes(stack, new Set(event.tipos_ingresso.map((ticket) => ticket.id))).stack;
  for (const ticket of event.tipos_ingresso) {
    const max = maxQuantityFor(event, ticket, fitted);
    const count = fitted.entries.filter((entry) => entry.ticketTypeId === ticket.id).length;
    if (count > max) fitted = setTicketTypeQuantity(fitted, ticket.id, max).stack;
  }
  return fitted;
}

function restoreStep(saved: unknown, state: CheckoutState): CheckoutStep {
  const step = CHECKOUT_STEPS.find((candidate) => candidate === saved) ?? 'info';
  if (isFinishedStep(step) || state.stack.entries.length === 0) return 'info';
  if (step === 'pix' && state.registration === null) return 'payment_method';
  return step;
}

// A copy saved before payments had public ids carries a numeric order_payment_id that the server
// no longer answers to (ADR 0041): such a registration cannot be polled, so it is not restored.
function readRegistration(value: unknown): CheckoutState['registration'] {
  if (!isRecord(value)) return null;
  const id = value.order_payment_id;
  if (id !== null && typeof id !== 'string') return null;
  return value as unknown as CheckoutState['registration'];
}

/** The saved flow for this event, fitted to the event as it is now; the initial state when none. */
export function restoreCheckoutState(raw: string | null, event: PublicEvent): CheckoutState {
  if (raw === null) return INITIAL_CHECKOUT_STATE;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return INITIAL_CHECKOUT_STATE;
  }
  if (!isRecord(parsed) || parsed.version !== STORAGE_VERSION || !isRecord(parsed.state)) {
    return INITIAL_CHECKOUT_STATE;
  }
  const saved = parsed.state;
  const stack = readStack(saved.stack);
  if (stack === null) return INITIAL_CHECKOUT_STATE;
  const fitted = fitStackToEvent(stack, event);
  const savedParticipants = isRecord(saved.participants) ? saved.participants : {};
  const participants = Object.fromEntries(
    fitted.entries
      .filter((entry) => savedParticipants[entry.id] !== undefined)
      .map((entry) => [entry.id, readParticipant(savedParticipants[entry.id])]),
  );
  const buyer = isRecord(saved.buyer)
    ? {
        name: readString(saved.buyer.name),
        email: readString(saved.buyer.email),
        documento: readString(saved.buyer.documento),
      }
    : EMPTY_BUYER;
  const restored: CheckoutState = {
    ...INITIAL_CHECKOUT_STATE,
    stack: fitted,
    participants,
    buyer,
    coupon: isRecord(saved.coupon) ? (saved.coupon as unknown as CheckoutState['coupon']) : null,
    paymentMethod:
      saved.paymentMethod === 'pix' || saved.paymentMethod === 'credit_card' ? saved.paymentMethod : null,
    installments:
      typeof saved.installments === 'number' && saved.installments >= 1 ? Math.floor(saved.installments) : 1,
    registration: readRegistration(saved.registration),
  };
  return { ...restored, step: restoreStep(saved.step, restored) };
}
