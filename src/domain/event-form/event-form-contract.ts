// The organiser event form's contract (spec §3 "Organiser event form data", §7 criar-evento /
// atualizar-evento / eventos/{id}/edit). One schema, imported by the browser and the server.
//
// The request schema checks shape only and is lenient with scalar types, because the same body
// arrives as JSON (numbers, booleans) or as multipart text ("12", "true"). The rules with the
// spec's own messages live in validate-event-form.ts, so both sides show the same text.
import { z } from 'zod';
import { INT4_MAX } from '../input-bounds.ts';

export const APPROVAL_DEADLINE_UNITS = ['horas', 'dias', 'semanas', 'meses'] as const;
export type ApprovalDeadlineUnit = (typeof APPROVAL_DEADLINE_UNITS)[number];

export const REGISTRATION_TYPES = ['immediate', 'approval'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

export const EVENT_KINDS = ['presencial', 'online'] as const;

/** Spec §9. */
export const BANNER_MAX_BYTES = 2 * 1024 * 1024;
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 200;
export const RICH_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const TICKET_DESCRIPTION_MAX = 70;
export const INSTITUTION_SEARCH_MIN_CHARS = 2;
export const INSTITUTION_SEARCH_LIMIT = 10;
export const RICH_TEXT_FONT_SIZES = [8, 9, 10, 11, 12, 14, 18, 24, 36] as const;
export const RICH_TEXT_DEFAULT_FONT_SIZE = 12;
export const MAX_TICKET_TYPES = 50;
export const DESCRIPTION_MAX_CHARS = 100_000;

const NAME_MAX = 200;
const SHORT_TEXT_MAX = 500;

/** null/undefined → '', numbers → text; anything else must already be text. */
const looseText = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
    z.string().max(max),
  );

const TRUE_VALUES = new Set<unknown>([true, 'true', '1', 1, 'on']);
const FALSE_VALUES = new Set<unknown>([false, 'false', '0', 0, '', null, undefined]);

/** true/false, or their multipart spellings. */
const looseBoolean = z.preprocess(
  (v) => (TRUE_VALUES.has(v) ? true : FALSE_VALUES.has(v) ? false : v),
  z.boolean(),
);

/** A number typed by a person: kept as given (text or number) so the rules can word the error. */
const looseNumber = z.preprocess(
  (v) => (v === undefined || v === '' ? null : v),
  z.union([z.number(), z.string().max(40)]).nullable(),
);

/** A positive integer id, or null when absent. */
const optionalId = z.preprocess(
  (v) => (v === undefined || v === '' || v === null ? null : typeof v === 'string' ? Number(v) : v),
  z.number().int().positive().max(INT4_MAX).nullable(),
);

/**
 * A lot's predecessor: the id of a saved ticket type, or the `client_id` of a ticket type in the
 * same request that has no id yet (docs/decisions/0011-lot-references.md).
 */
const ticketReference = z.preprocess(
  (v) => (v === undefined || v === '' ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z.union([z.number().int().positive().max(INT4_MAX), z.string().min(1).max(64)]).nullable(),
);

export const ticketTypeInputSchema = z.object({
  id: optionalId.optional().default(null),
  client_id: z
    .preprocess((v) => (v === '' ? null : v), z.string().max(64).nullable())
    .optional()
    .default(null),
  nome: looseText(NAME_MAX).default(''),
  descricao: looseText(SHORT_TEXT_MAX).default(''),
  preco: looseNumber.optional().default(null),
  quantidade: looseNumber.optional().default(null),
  is_free: looseBoolean.default(false),
  use_lotes: looseBoolean.default(false),
  start_after_ticket_id: ticketReference.optional().default(null),
  data_inicio_venda: looseText(20).default(''),
  hora_inicio_venda: looseText(10).default(''),
  data_fim_venda: looseText(20).default(''),
  hora_fim_venda: looseText(10).default(''),
  limit_per_order: looseNumber.optional().default(null),
  permitir_cartao: looseBoolean.default(true),
  permitir_multiplos: looseBoolean.default(true),
  show_in_agenda: looseBoolean.default(false),
});

export type TicketTypeInput = z.output<typeof ticketTypeInputSchema>;

export const approvalDurationSchema = z.object({
  value: looseNumber.optional().default(null),
  unit: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 'dias' : v),
    z.enum(APPROVAL_DEADLINE_UNITS),
  ),
});

export const eventFormInputSchema = z.object({
  id: optionalId.optional().default(null),
  nome: looseText(NAME_MAX).default(''),
  descricao: looseText(DESCRIPTION_MAX_CHARS).default(''),
  numero_participantes: looseNumber.optional().default(null),
  instituicao_id: optionalId.optional().default(null),
  remove_banner: looseBoolean.default(false),
  pre_inscricao_type: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 'immediate' : v),
    z.enum(REGISTRATION_TYPES),
  ),
  pre_inscricao_approval_duration: approvalDurationSchema.nullable().optional().default(null),
  data_inicio: looseText(20).default(''),
  hora_inicio: looseText(10).default(''),
  data_fim: looseText(20).default(''),
  hora_fim: looseText(10).default(''),
  tipo_evento: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 'presencial' : v),
    z.enum(EVENT_KINDS),
  ),
  link_evento: looseText(SHORT_TEXT_MAX).default(''),
  local_evento: looseText(NAME_MAX).default(''),
  cep: looseText(20).default(''),
  endereco: looseText(NAME_MAX).default(''),
  numero: looseText(20).default(''),
  complemento: looseText(NAME_MAX).default(''),
  bairro: looseText(NAME_MAX).default(''),
  cidade: looseText(NAME_MAX).default(''),
  estado: looseText(10).default(''),
  // Contact for buyers (ADR 0402); a blank e-mail means the organiser's account e-mail.
  contato_email: looseText(254).default(''),
  contato_telefone: looseText(40).default(''),
  contato_site: looseText(300).default(''),
  tipos_ingresso: z.array(ticketTypeInputSchema).max(MAX_TICKET_TYPES).default([]),
});

export type EventFormInput = z.output<typeof eventFormInputSchema>;
/** What a client may send (before defaults and coercion). */
export type EventFormRequest = z.input<typeof eventFormInputSchema>;

// ---- Responses ----

export const savedEventSchema = z.object({
  evento: z.object({ id: z.number().int().positive(), slug: z.string() }),
});

export const editTicketTypeSchema = z.object({
  id: z.number().int().positive(),
  nome: z.string(),
  descricao: z.string(),
  /** Reais with a dot and two decimals: "10.50". */
  preco: z.string(),
  quantidade: z.number().int().nullable(),
  quantidade_vendida: z.number().int().nonnegative(),
  is_free: z.boolean(),
  use_lotes: z.boolean(),
  start_after_ticket_id: z.number().int().nullable(),
  data_inicio_venda: z.string(),
  hora_inicio_venda: z.string(),
  data_fim_venda: z.string(),
  hora_fim_venda: z.string(),
  limit_per_order: z.number().int().nullable(),
  permitir_cartao: z.boolean(),
  permitir_multiplos: z.boolean(),
  show_in_agenda: z.boolean(),
});

export const editEventSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  nome: z.string(),
  descricao: z.string(),
  numero_participantes: z.number().int(),
  instituicao_id: z.number().int().nullable(),
  instituicao_nome: z.string().nullable(),
  has_members: z.boolean(),
  banner_url: z.string().nullable(),
  pre_inscricao_type: z.enum(REGISTRATION_TYPES),
  pre_inscricao_approval_duration: z
    .object({ value: z.number().int(), unit: z.enum(APPROVAL_DEADLINE_UNITS) })
    .nullable(),
  data_inicio: z.string(),
  hora_inicio: z.string(),
  data_fim: z.string(),
  hora_fim: z.string(),
  tipo_evento: z.enum(EVENT_KINDS),
  link_evento: z.string(),
  local_evento: z.string(),
  cep: z.string(),
  endereco: z.string(),
  numero: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  estado: z.string(),
  contato_email: z.string(),
  contato_telefone: z.string(),
  contato_site: z.string(),
  tipos_ingresso: z.array(editTicketTypeSchema),
});

export type EditEvent = z.output<typeof editEventSchema>;
export type EditTicketType = z.output<typeof editTicketTypeSchema>;

export const institutionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  has_members: z.boolean(),
});

export type Institution = z.output<typeof institutionSchema>;

export const richImageUploadSchema = z.object({ url: z.string(), upload_token: z.string() });
