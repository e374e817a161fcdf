// The per-participant registration form (spec §3 "Participant form", §5 "Participant form"):
// which custom fields a participant sees, and what must be filled in.
import { isValidCpf, isValidPhone } from './documents.ts';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from './email.ts';

export { EMAIL_PATTERN } from './email.ts';

export const FORM_FIELD_TYPES = [
  'short_text',
  'long_text',
  'number',
  'email',
  'phone',
  'document',
  'dropdown',
  'multiple_choice',
  'single_choice',
  'date',
  'address',
] as const;

export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export interface FormFieldOption {
  id: number;
  value: string;
  order: number;
}

// Field names follow the API contract of spec §3, hence snake_case and Portuguese.
export interface FormField {
  id: number;
  tipo: FormFieldType;
  label: string;
  instructions: string | null;
  required: boolean;
  options: FormFieldOption[];
  /** Ticket types that see this field; null or empty means every type. */
  show_for_ticket_types: number[] | null;
  conditional_father_field_id: number | null;
  conditional_option_id: number | null;
}

export interface AddressValue {
  cep: string;
  rua: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  estado: string;
}

/**
 * A custom answer: text for most types; the chosen option VALUES for multiple_choice;
 * an address object (or its serialized text, as the server receives it) for address.
 */
export type AnswerValue = string | readonly string[] | AddressValue;

export type AnswersByFieldId = Readonly<Record<number, AnswerValue | undefined>>;

export const PARTICIPANT_MESSAGES = {
  nameRequired: 'Nome é obrigatório',
  emailRequired: 'Email é obrigatório',
  emailInvalid: EMAIL_INVALID_MESSAGE,
  phoneRequired: 'Telefone é obrigatório',
  phoneInvalid: 'Telefone inválido',
  cpfRequired: 'CPF é obrigatório',
  cpfInvalid: 'CPF inválido',
  fieldRequired: 'Este campo é obrigatório',
  pickAtLeastOne: 'Selecione pelo menos uma opção',
  pickOne: 'Selecione uma opção',
  invalidOption: 'Opção inválida',
  numberInvalid: 'Informe um número válido',
  addressIncomplete: 'Preencha rua, número, bairro, cidade e estado',
  answerInvalid: 'Resposta inválida',
} as const;

const ADDRESS_KEYS = ['cep', 'rua', 'numero', 'complemento', 'bairro', 'cidade', 'estado'] as const;
const REQUIRED_ADDRESS_KEYS = ['rua', 'numero', 'bairro', 'cidade', 'estado'] as const;

/** The one-text form of an address answer (spec §3): JSON with a fixed key order. */
export function serializeAddress(address: AddressValue): string {
  const ordered = Object.fromEntries(ADDRESS_KEYS.map((key) => [key, address[key].trim()]));
  return JSON.stringify(ordered);
}

/** Reads serializeAddress's text back; missing parts become ''; null when not an address. */
export function parseAddress(text: string): AddressValue | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  return toAddressValue(parsed);
}

/** An address from any object with its parts (missing ones become ''); null when not an object. */
export function toAddressValue(value: unknown): AddressValue | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const part = (key: (typeof ADDRESS_KEYS)[number]): string => {
    const v = record[key];
    return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
  };
  return {
    cep: part('cep'),
    rua: part('rua'),
    numero: part('numero'),
    complemento: part('complemento'),
    bairro: part('bairro'),
    cidade: part('cidade'),
    estado: part('estado'),
  };
}

function toAddress(value: AnswerValue | undefined): AddressValue | null {
  if (typeof value === 'string') return value.trim() === '' ? null : parseAddress(value);
  if (typeof value === 'object' && 'rua' in value) return value;
  return null;
}

function isShownForTicketType(field: FormField, ticketTypeId: number): boolean {
  const allowed = field.show_for_ticket_types;
  return allowed === null || allowed.length === 0 || allowed.includes(ticketTypeId);
}

function answerHolds(answer: AnswerValue | undefined, optionValue: string): boolean {
  if (typeof answer === 'string') return answer === optionValue;
  if (Array.isArray(answer)) return answer.includes(optionValue);
  return false;
}

// Answers hold option values (what the organiser reads in the export), so the condition's
// option id is resolved to its value through the parent's options before comparing.
function isVisibleWithin(
  field: FormField,
  fieldsById: ReadonlyMap<number, FormField>,
  answers: AnswersByFieldId,
  ticketTypeId: number,
  visiting: ReadonlySet<number>,
): boolean {
  if (!isShownForTicketType(field, ticketTypeId)) return false;
  const parentId = field.conditional_father_field_id;
  if (parentId === null) return true;
  const parent = fieldsById.get(parentId);
  // A missing parent can never hold the option; a cycle is a broken form. Both hide the field.
  if (parent === undefined || visiting.has(parent.id)) return false;
  const nextVisiting = new Set(visiting).add(field.id);
  if (!isVisibleWithin(parent, fieldsById, answers, ticketTypeId, nextVisiting)) return false;
  // With no option chosen the condition is only "the parent is shown".
  if (field.conditional_option_id === null) return true;
  const option = parent.options.find((candidate) => candidate.id === field.conditional_option_id);
  return option !== undefined && answerHolds(answers[parent.id], option.value);
}

/** Spec §5: ticket-type restriction, then the parent's answer; a hidden parent hides its children. */
export function isFieldVisible(
  field: FormField,
  allFields: readonly FormField[],
  answersByFieldId: AnswersByFieldId,
  ticketTypeId: number,
): boolean {
  const fieldsById = new Map(allFields.map((candidate) => [candidate.id, candidate]));
  return isVisibleWithin(field, fieldsById, answersByFieldId, ticketTypeId, new Set());
}

/** The answers without those of hidden fields (spec §4: a hidden conditional field is cleared). */
export function clearHiddenAnswers(
  allFields: readonly FormField[],
  answersByFieldId: AnswersByFieldId,
  ticketTypeId: number,
): Record<number, AnswerValue | undefined> {
  const hiddenIds = new Set(
    allFields
      .filter((field) => !isFieldVisible(field, allFields, answersByFieldId, ticketTypeId))
      .map((field) => field.id),
  );
  return Object.fromEntries(Object.entries(answersByFieldId).filter(([id]) => !hiddenIds.has(Number(id))));
}

function isBlankText(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

function optionValues(field: FormField): string[] {
  return field.options.map((option) => option.value);
}

function toStringList(value: AnswerValue): readonly string[] | null {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
}

function validateChoices(field: FormField, value: AnswerValue | undefined): string | null {
  const picks = value === undefined ? [] : typeof value === 'string' ? [value] : toStringList(value);
  if (picks === null) return PARTICIPANT_MESSAGES.answerInvalid;
  const chosen = picks.filter((pick) => !isBlankText(pick));
  if (chosen.length === 0) return field.required ? PARTICIPANT_MESSAGES.pickAtLeastOne : null;
  const allowed = optionValues(field);
  return chosen.every((pick) => allowed.includes(pick)) ? null : PARTICIPANT_MESSAGES.invalidOption;
}

function validateSingleChoice(field: FormField, value: AnswerValue | undefined): string | null {
  if (value !== undefined && typeof value !== 'string') return PARTICIPANT_MESSAGES.answerInvalid;
  if (isBlankText(value)) return field.required ? PARTICIPANT_MESSAGES.pickOne : null;
  return optionValues(field).includes(value ?? '') ? null : PARTICIPANT_MESSAGES.invalidOption;
}

export type RequiredAddressPart = (typeof REQUIRED_ADDRESS_KEYS)[number];

export const ADDRESS_PART_LABELS: Record<RequiredAddressPart, string> = {
  rua: 'rua',
  numero: 'número',
  bairro: 'bairro',
  cidade: 'cidade',
  estado: 'estado',
};

/** The required parts of an address answer still blank (all of them when there is no address). */
export function missingAddressParts(value: unknown): RequiredAddressPart[] {
  const address =
    typeof value === 'string' || (typeof value === 'object' && value !== null)
      ? toAddress(value as AnswerValue)
      : null;
  if (address === null) return [...REQUIRED_ADDRESS_KEYS];
  return REQUIRED_ADDRESS_KEYS.filter((key) => isBlankText(address[key]));
}

/** "Preencha número e cidade": names only what is missing (issue 11 item 8). */
export function addressIncompleteMessage(missing: readonly RequiredAddressPart[]): string {
  if (missing.length === 0 || missing.length === REQUIRED_ADDRESS_KEYS.length)
    return PARTICIPANT_MESSAGES.addressIncomplete;
  const labels = missing.map((key) => ADDRESS_PART_LABELS[key]);
  const list = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} e ${labels.at(-1)}`;
  return `Preencha ${list} do endereço`;
}

function validateAddress(field: FormField, value: AnswerValue | undefined): string | null {
  if (!field.required) return null;
  const missing = missingAddressParts(value);
  return missing.length === 0 ? null : addressIncompleteMessage(missing);
}

function validateText(field: FormField, value: AnswerValue | undefined): string | null {
  if (value !== undefined && typeof value !== 'string') return PARTICIPANT_MESSAGES.answerInvalid;
  if (isBlankText(value)) return field.required ? PARTICIPANT_MESSAGES.fieldRequired : null;
  const text = (value ?? '').trim();
  if (field.tipo === 'email' && !isValidEmail(text)) return PARTICIPANT_MESSAGES.emailInvalid;
  if (field.tipo === 'number' && !/^-?\d+([.,]\d+)?$/.test(text)) return PARTICIPANT_MESSAGES.numberInvalid;
  return null;
}

/** The message for one visible custom field's answer, or null when it is acceptable. */
export function validateAnswer(field: FormField, value: AnswerValue | undefined): string | null {
  switch (field.tipo) {
    case 'multiple_choice':
      return validateChoices(field, value);
    case 'single_choice':
    case 'dropdown':
      return validateSingleChoice(field, value);
    case 'address':
      return validateAddress(field, value);
    default:
      return validateText(field, value);
  }
}

export interface ParticipantInput {
  nome: string;
  email: string;
  telefone?: string | null;
  cpf?: string | null;
  answers: AnswersByFieldId;
}

export function customFieldKey(fieldId: number): string {
  return `campo_${fieldId}`;
}

/**
 * Field key ('nome', 'email', 'telefone', 'cpf', 'campo_{id}') → first message. Empty when
 * valid. Hidden custom fields are skipped; phone and CPF are required only when asked
 * (vaiParaAgenda or approval) but are checked whenever filled in.
 */
export function validateParticipant(input: {
  participant: ParticipantInput;
  fields: readonly FormField[];
  ticketTypeId: number;
  requirePhoneAndCpf: boolean;
}): Record<string, string> {
  const { participant, fields, ticketTypeId, requirePhoneAndCpf } = input;
  const errors: Record<string, string> = {};

  if (isBlankText(participant.nome)) errors.nome = PARTICIPANT_MESSAGES.nameRequired;
  if (isBlankText(participant.email)) errors.email = PARTICIPANT_MESSAGES.emailRequired;
  else if (!isValidEmail(participant.email)) errors.email = PARTICIPANT_MESSAGES.emailInvalid;

  if (isBlankText(participant.telefone)) {
    if (requirePhoneAndCpf) errors.telefone = PARTICIPANT_MESSAGES.phoneRequired;
  } else if (!isValidPhone(participant.telefone ?? '')) {
    errors.telefone = PARTICIPANT_MESSAGES.phoneInvalid;
  }
  if (isBlankText(participant.cpf)) {
    if (requirePhoneAndCpf) errors.cpf = PARTICIPANT_MESSAGES.cpfRequired;
  } else if (!isValidCpf(participant.cpf ?? '')) {
    errors.cpf = PARTICIPANT_MESSAGES.cpfInvalid;
  }

  for (const field of fields) {
    if (!isFieldVisible(field, fields, participant.answers, ticketTypeId)) continue;
    const message = validateAnswer(field, participant.answers[field.id]);
    if (message !== null) errors[customFieldKey(field.id)] = message;
  }
  return errors;
}
