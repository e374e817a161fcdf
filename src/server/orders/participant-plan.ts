// One participant of a registration request, checked against the event's own form (§5).
import type { ParticipantInputBody } from '../../domain/contracts/public-event.ts';
import type { FieldErrors } from '../../domain/errors.ts';
import {
  type AnswersByFieldId,
  type AnswerValue,
  clearHiddenAnswers,
  validateParticipant,
} from '../../domain/participant-form.ts';
import type { EventBundle, TicketTypeRow } from './event-catalog.ts';

export interface PlannedParticipant {
  uuid: string;
  ticket: TicketTypeRow;
  unitPriceCents: number;
  /** What this participant's place is charged, set once the order total is known. */
  amountCents: number;
  name: string;
  email: string;
  phone: string | null;
  cpf: string | null;
  answers: { fieldId: number; value: string }[];
}

function toAnswerMap(body: ParticipantInputBody, fieldIds: Set<number>): AnswersByFieldId {
  const map: Record<number, AnswerValue> = {};
  // Answers to fields the event does not have are ignored rather than stored.
  for (const answer of body.answers) if (fieldIds.has(answer.id)) map[answer.id] = answer.value;
  return map;
}

function storedValue(value: AnswerValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  return JSON.stringify(value);
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

export function planParticipants(
  bundle: EventBundle,
  bodies: ParticipantInputBody[],
  errors: FieldErrors,
): PlannedParticipant[] {
  const fieldIds = new Set(bundle.fields.map((f) => f.id));
  return bodies.map((body, index) => {
    const ticket = bundle.tickets.find((t) => t.id === body.ticketTypeId) as TicketTypeRow;
    const answers = toAnswerMap(body, fieldIds);
    const fieldErrors = validateParticipant({
      participant: { nome: body.nome, email: body.email, telefone: body.telefone, cpf: body.cpf, answers },
      fields: bundle.fields,
      ticketTypeId: ticket.id,
      requirePhoneAndCpf: ticket.showInAgenda || bundle.event.needsApproval,
    });
    for (const [key, message] of Object.entries(fieldErrors))
      errors[`participantes.${index}.${key}`] = [message];
    // The server decides visibility itself: answers to fields hidden for this participant are dropped.
    const visible = clearHiddenAnswers(bundle.fields, answers, ticket.id);
    return {
      uuid: crypto.randomUUID(),
      ticket,
      unitPriceCents: ticket.priceCents,
      amountCents: 0,
      name: body.nome.trim(),
      email: body.email.trim().toLowerCase(),
      phone: blankToNull(body.telefone),
      cpf: blankToNull(body.cpf)?.replace(/\D/g, '') ?? null,
      answers: Object.entries(visible)
        .map(([id, value]) => ({ fieldId: Number(id), value: storedValue(value) }))
        .filter((a) => a.value !== ''),
    };
  });
}
