// Editing a participant after the sale (issue 20, ADR 0416): the organiser at any time, the buyer
// through the order link until the event starts. Answers travel as the text the checkout stores
// (src/server/orders/participant-plan.ts): plain text, a JSON list of option values, or the
// address JSON of serializeAddress; an empty text removes the answer.

import { type AddressValue, type AnswerValue, serializeAddress } from './participant-form.ts';
import type { ParticipantStatus } from './participant-status.ts';

export const BUYER_EDIT_MESSAGES = {
  closed: 'O prazo para editar os dados deste pedido terminou: o evento já começou. Fale com a organização.',
  notActive: 'Só é possível editar os dados de inscrições confirmadas.',
  checkedIn: 'Este participante já fez check-in: os dados não podem mais ser alterados pelo pedido.',
  notFound: 'Participante não encontrado neste pedido.',
} as const;

export interface BuyerEditInput {
  eventStartsAt: Date;
  status: ParticipantStatus;
  checkedIn: boolean;
  now: Date;
}

export type BuyerEditWindow = { open: true; until: Date } | { open: false; reason: string; until: Date };

/**
 * Whether the buyer may still change this participant's data: a confirmed place, not through the
 * door yet, and before the event starts (the lists and badges are in use from then on).
 */
export function buyerEditWindow(input: BuyerEditInput): BuyerEditWindow {
  const until = input.eventStartsAt;
  if (input.status !== 'pago' && input.status !== 'isento')
    return { open: false, reason: BUYER_EDIT_MESSAGES.notActive, until };
  if (input.checkedIn) return { open: false, reason: BUYER_EDIT_MESSAGES.checkedIn, until };
  if (input.now.getTime() >= until.getTime())
    return { open: false, reason: BUYER_EDIT_MESSAGES.closed, until };
  return { open: true, until };
}

function isAddress(value: AnswerValue): value is AddressValue {
  return typeof value === 'object' && !Array.isArray(value);
}

/** An answer as the edit body carries it; blank answers (and empty lists or addresses) become ''. */
export function answerToText(value: AnswerValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (isAddress(value)) {
    return Object.values(value).every((part) => part.trim() === '') ? '' : serializeAddress(value);
  }
  return value.length === 0 ? '' : JSON.stringify(value);
}

/** A stored (or sent) answer text back as the form's rules read it: lists and addresses are JSON. */
export function answerFromText(text: string): AnswerValue {
  if (text.startsWith('[') || text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.map(String);
      if (typeof parsed === 'object' && parsed !== null) return parsed as AddressValue;
    } catch {
      return text;
    }
  }
  return text;
}

/** A server field-error key (`respostas.12`) as the form names it (`campo_12`). */
export function formErrorKey(serverKey: string): string {
  return serverKey.replace(/^respostas\./, 'campo_');
}
