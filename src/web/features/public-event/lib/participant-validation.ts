// The participant form's checks: the shared domain rule (spec §5) plus what only the browser
// knows about, i.e. a date typed as dd/mm/aaaa that is not a real date.
import type { PublicEvent, PublicTicketType } from '../../../../domain/contracts/public-event.ts';
import { parseDateInput } from '../../../../domain/dates.ts';
import { customFieldKey, isFieldVisible, validateParticipant } from '../../../../domain/participant-form.ts';
import type { ParticipantStackEntry } from '../../../../domain/participant-stack.ts';
import { EMPTY_PARTICIPANT, type ParticipantData } from '../hooks/checkout-reducer.ts';

export const DATE_INVALID_MESSAGE = 'Data inválida';

/** Spec §3/§5: phone and CPF are asked (and required) for agenda tickets and approval events. */
export function requiresPhoneAndCpf(
  event: Pick<PublicEvent, 'participants_need_approval'>,
  ticket: Pick<PublicTicketType, 'vai_para_agenda'> | undefined,
): boolean {
  return event.participants_need_approval || (ticket?.vai_para_agenda ?? false);
}

export function validateParticipantData(
  event: Pick<PublicEvent, 'formulario' | 'participants_need_approval' | 'tipos_ingresso'>,
  entry: ParticipantStackEntry,
  data: ParticipantData | undefined,
): Record<string, string> {
  const participant = data ?? EMPTY_PARTICIPANT;
  const ticket = event.tipos_ingresso.find((candidate) => candidate.id === entry.ticketTypeId);
  const errors = validateParticipant({
    participant,
    fields: event.formulario,
    ticketTypeId: entry.ticketTypeId,
    requirePhoneAndCpf: requiresPhoneAndCpf(event, ticket),
  });
  for (const field of event.formulario) {
    if (field.tipo !== 'date') continue;
    const key = customFieldKey(field.id);
    const value = participant.answers[field.id];
    if (errors[key] || typeof value !== 'string' || value.trim() === '') continue;
    if (!isFieldVisible(field, event.formulario, participant.answers, entry.ticketTypeId)) continue;
    if (parseDateInput(value) === null) errors[key] = DATE_INVALID_MESSAGE;
  }
  return errors;
}

/** Errors per stack entry id, only for entries with at least one error. */
export function validateAllParticipants(
  event: Pick<PublicEvent, 'formulario' | 'participants_need_approval' | 'tipos_ingresso'>,
  entries: readonly ParticipantStackEntry[],
  participants: Readonly<Record<string, ParticipantData>>,
): Record<string, Record<string, string>> {
  const result: Record<string, Record<string, string>> = {};
  for (const entry of entries) {
    const errors = validateParticipantData(event, entry, participants[entry.id]);
    if (Object.keys(errors).length > 0) result[entry.id] = errors;
  }
  return result;
}
