// The POST /api/eventos/{id}/inscricao body (spec §3, §7) from the flow's state.
import type { CardInput } from '../../../../domain/card.ts';
import type { PublicEvent, RegistrationBody } from '../../../../domain/contracts/public-event.ts';
import { normalizeDocument, onlyDigits } from '../../../../domain/documents.ts';
import {
  type AnswerValue,
  type FormField,
  isFieldVisible,
  serializeAddress,
} from '../../../../domain/participant-form.ts';
import type { TokenisedCard } from '../../../shared/checkout/card-token.ts';
import type { CheckoutState, ParticipantData } from '../hooks/checkout-reducer.ts';
import { EMPTY_PARTICIPANT } from '../hooks/checkout-reducer.ts';

function toAnswerValue(value: AnswerValue): string | string[] | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (Array.isArray(value)) return value.length === 0 ? null : [...value];
  const address = value as Exclude<AnswerValue, string | readonly string[]>;
  const isEmpty = Object.values(address).every((part) => part.trim() === '');
  return isEmpty ? null : serializeAddress(address);
}

// Hidden answers are already cleared by the reducer; filtering on visibility again keeps a
// stale autosave from sending them. Blank answers are left out rather than sent empty.
function buildAnswers(fields: readonly FormField[], data: ParticipantData, ticketTypeId: number) {
  return fields.flatMap((field) => {
    const raw = data.answers[field.id];
    if (raw === undefined || !isFieldVisible(field, fields, data.answers, ticketTypeId)) return [];
    const value = toAnswerValue(raw);
    return value === null ? [] : [{ id: field.id, value, isHidden: false }];
  });
}

function optionalText(value: string, clean: (text: string) => string): string | null {
  const cleaned = clean(value.trim());
  return cleaned === '' ? null : cleaned;
}

export type SubmissionKind = 'free' | 'approval' | 'paid';

export function buildRegistrationBody(input: {
  event: Pick<PublicEvent, 'id' | 'formulario'>;
  state: Pick<
    CheckoutState,
    'stack' | 'participants' | 'coupon' | 'buyer' | 'paymentMethod' | 'installments'
  >;
  kind: SubmissionKind;
  card: CardInput | null;
  /** The card tokenised by the gateway's JS: sent instead of the card (card_data null). */
  cardToken?: TokenisedCard | null;
}): RegistrationBody {
  const { event, state, kind, card } = input;
  const cardToken = input.cardToken ?? null;
  const participantes = state.stack.entries.map((entry) => {
    const data = state.participants[entry.id] ?? EMPTY_PARTICIPANT;
    return {
      ticketTypeId: entry.ticketTypeId,
      nome: data.nome.trim(),
      email: data.email.trim(),
      telefone: optionalText(data.telefone, onlyDigits),
      cpf: optionalText(data.cpf, onlyDigits),
      form_id: null,
      answers: buildAnswers(event.formulario, data, entry.ticketTypeId),
    };
  });
  const cupom = state.coupon === null ? null : { code: state.coupon.code };

  if (kind !== 'paid') {
    // Free orders and pre-registrations are sent from the form step: no buyer, no payment.
    const payment_method = kind === 'free' ? 'free' : null;
    return {
      eventoId: event.id,
      comprador: { comprador: null, payment_method, installments: 1, card_data: null },
      participantes,
      cupom,
    };
  }

  const isCard = state.paymentMethod === 'credit_card';
  return {
    eventoId: event.id,
    comprador: {
      comprador: {
        name: state.buyer.name.trim(),
        email: state.buyer.email.trim(),
        documento: normalizeDocument(state.buyer.documento),
      },
      payment_method: state.paymentMethod,
      installments: isCard ? state.installments : 1,
      ...(isCard && cardToken ? cardToken : {}),
      card_data:
        isCard && card !== null && cardToken === null
          ? {
              number: onlyDigits(card.numero),
              expiry: card.validade.trim(),
              cvv: card.cvv.trim(),
              name: card.nome.trim(),
            }
          : null,
    },
    participantes,
    cupom,
  };
}
