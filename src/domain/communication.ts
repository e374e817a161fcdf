// An organiser's message to the people of an event (spec §2 "Comunicar Participantes",
// "Comunicar Pré-inscritos", §7). Shared by the modal's preview and the server that schedules it.
import { isValidEmail } from './email.ts';

/** Who a communication goes to. */
export const COMMUNICATION_AUDIENCE_VALUES = ['participantes', 'compradores', 'pre_inscritos'] as const;
export type CommunicationAudience = (typeof COMMUNICATION_AUDIENCE_VALUES)[number];

export const COMMUNICATION_SUBJECT_MAX = 100;
export const COMMUNICATION_MESSAGE_MAX = 2000;

export interface Recipient {
  email: string;
  name: string;
}

/** The address as compared for uniqueness: case and surrounding spaces do not make a new person. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * One entry per unique address, first occurrence wins, in order. 'N/A' (what the candidate list
 * shows for a missing address) and anything that is not an address do not count (spec §9).
 */
export function uniqueRecipients(list: readonly Recipient[]): Recipient[] {
  const seen = new Set<string>();
  const unique: Recipient[] = [];
  for (const { email, name } of list) {
    const key = normaliseEmail(email);
    if (key === 'n/a' || !isValidEmail(key) || seen.has(key)) continue;
    seen.add(key);
    unique.push({ email: email.trim(), name: name.trim() });
  }
  return unique;
}

/** The modal's preview (spec §5, §9): the first five unique addresses, then "+N mais...". */
export const PREVIEW_SIZE = 5;

export function recipientsPreviewText(sample: readonly string[], total: number): string {
  const shown = sample.slice(0, PREVIEW_SIZE);
  const more = total - shown.length;
  return `${shown.join(', ')}${more > 0 ? ` +${more.toLocaleString('pt-BR')} mais...` : ''}`;
}
