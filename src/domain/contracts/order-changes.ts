// The calls that change an order after the sale (issue 20): the organiser's cancel/refund, edit,
// transfer, resend and courtesy registrations, and the buyer's order page with its withdrawal.
// One schema per call, parsed by the server and used by the forms in the browser.
import { z } from 'zod';
import { isValidCpf, isValidPhone } from '../documents.ts';
import { isValidEmail } from '../email.ts';
import { PARTICIPANT_MESSAGES } from '../participant-form.ts';
import { PARTICIPANT_HISTORY_ACTIONS } from '../participant-history.ts';
import { PARTICIPANT_STATUSES } from '../participant-status.ts';

const id = z.number().int().positive().max(2_147_483_647);
const isoDateTime = z.iso.datetime({ offset: true });
const cents = z.number().int().min(0).max(1_000_000_000);

/** Most places one cancellation may name (a bulk action on a page of the table). */
export const MAX_CANCEL_PARTICIPANTS = 500;
export const REASON_MAX = 500;

export const cancelParticipantsBodySchema = z.object({
  participantes_ids: z
    .array(id)
    .min(1, 'Escolha pelo menos um participante.')
    .max(MAX_CANCEL_PARTICIPANTS, `Cancele no máximo ${MAX_CANCEL_PARTICIPANTS} participantes por vez.`),
  reembolsar: z.boolean({ error: 'Informe se o valor será reembolsado.' }),
  motivo: z
    .string({ error: 'Informe o motivo do cancelamento.' })
    .trim()
    .min(1, 'Informe o motivo do cancelamento.')
    .max(REASON_MAX, `O motivo pode ter até ${REASON_MAX} caracteres.`),
  /** Partial refund: the total in centavos over the chosen places; absent means everything paid. */
  valor_reembolso_cents: z
    .number({ error: 'Informe um valor de reembolso válido.' })
    .int('Informe um valor de reembolso válido.')
    .positive('O reembolso precisa ser maior que zero.')
    .max(1_000_000_000)
    .nullish(),
});
export type CancelParticipantsBody = z.infer<typeof cancelParticipantsBodySchema>;

export const refundOutcomeSchema = z.object({
  valor_cents: cents,
  reembolsado: z.boolean(),
  motivo_falha: z.string().nullable(),
});

export const cancelParticipantsReplySchema = z.object({
  cancelados: z.number().int().min(0),
  valor_reembolsado_cents: cents,
  estornos: z.array(refundOutcomeSchema),
});
export type CancelParticipantsReply = z.infer<typeof cancelParticipantsReplySchema>;

// ── Edit and transfer ─────────────────────────────────────────────────────────────────────────
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const personShape = {
  nome: z
    .string({ error: PARTICIPANT_MESSAGES.nameRequired })
    .trim()
    .min(1, PARTICIPANT_MESSAGES.nameRequired)
    .max(200, 'O nome pode ter até 200 caracteres.'),
  email: z
    .string({ error: PARTICIPANT_MESSAGES.emailRequired })
    .trim()
    .min(1, PARTICIPANT_MESSAGES.emailRequired)
    .max(254)
    .refine(isValidEmail, PARTICIPANT_MESSAGES.emailInvalid),
  telefone: optionalText(30).refine((v) => v === null || isValidPhone(v), PARTICIPANT_MESSAGES.phoneInvalid),
  cpf: optionalText(20).refine((v) => v === null || isValidCpf(v), PARTICIPANT_MESSAGES.cpfInvalid),
};

/** PUT …/participantes/{participanteId}: the person's data and answers (field id → text). */
export const editParticipantBodySchema = z.object({
  ...personShape,
  respostas: z.record(z.string().regex(/^\d{1,10}$/), z.string().max(5000)).optional(),
});
export type EditParticipantBody = z.infer<typeof editParticipantBodySchema>;

/** POST …/participantes/{participanteId}/transferir: the ticket goes to another person. */
export const transferParticipantBodySchema = z.object({
  ...personShape,
  motivo: optionalText(REASON_MAX),
});
export type TransferParticipantBody = z.infer<typeof transferParticipantBodySchema>;

// ── Resend ────────────────────────────────────────────────────────────────────────────────────
export const RESEND_KINDS = ['ingresso', 'confirmacao'] as const;
export type ResendKind = (typeof RESEND_KINDS)[number];

/** One click's key: a retried request with the same key sends nothing more (ADR 0414). */
const clickKey = z
  .string({ error: 'Chave do pedido de reenvio ausente.' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Chave do pedido de reenvio inválida.');

export const resendBodySchema = z.object({
  chave: clickKey,
  tipo: z.enum(RESEND_KINDS, { error: 'Escolha o que reenviar: ingresso ou confirmação.' }),
});
export type ResendBody = z.infer<typeof resendBodySchema>;

/** POST …/participantes/reenviar-emails: each chosen participant's ticket and their orders' confirmations. */
export const bulkResendBodySchema = z.object({
  chave: clickKey,
  participantes_ids: z.array(id).min(1, 'Escolha pelo menos um participante.').max(MAX_CANCEL_PARTICIPANTS),
});
export type BulkResendBody = z.infer<typeof bulkResendBodySchema>;

export const resendReplySchema = z.object({ emails: z.number().int().min(0) });

// ── Courtesy and manual registrations ─────────────────────────────────────────────────────────
export const manualRegistrationBodySchema = z.object({
  ...personShape,
  ticketTypeId: id,
  /** Paid outside the platform, in centavos; 0 (the default) is a courtesy. */
  valor_pago: cents.default(0),
  observacao: optionalText(REASON_MAX),
});
export type ManualRegistrationBody = z.input<typeof manualRegistrationBodySchema>;

export const manualRegistrationReplySchema = z.object({
  participante_id: id,
  codigo_pedido: z.string(),
});

// ── History ───────────────────────────────────────────────────────────────────────────────────
export const historyEntrySchema = z.object({
  acao: z.enum(PARTICIPANT_HISTORY_ACTIONS),
  autor: z.enum(['organizador', 'comprador', 'sistema']),
  motivo: z.string().nullable(),
  detalhes: z.record(z.string(), z.unknown()),
  em: isoDateTime,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

// ── The buyer's order page (/pedido/{hash}) ───────────────────────────────────────────────────
export const publicOrderSchema = z.object({
  codigo: z.string(),
  evento: z.object({ nome: z.string(), slug: z.string(), data_inicio: isoDateTime, data_fim: isoDateTime }),
  comprador: z.string(),
  comprado_em: isoDateTime,
  total_cents: cents,
  participantes: z.array(
    z.object({
      /** Names the place in the buyer's edit (PUT /api/pedidos/{hash}/participantes/{id}). */
      id,
      /** The buyer may still fix this participant's data (ADR 0416). */
      editavel: z.boolean(),
      nome: z.string(),
      tipoIngresso: z.string(),
      status: z.enum(PARTICIPANT_STATUSES),
      valor_cents: cents,
    }),
  ),
  /** The buyer edits participants' data until the event starts (ADR 0416). */
  edicao: z.object({ aberta: z.boolean(), ate: isoDateTime }),
  desistencia: z.object({
    aberta: z.boolean(),
    /** Until when the buyer may withdraw; null once nothing is left to cancel. */
    ate: isoDateTime.nullable(),
    motivo: z.string().nullable(),
    limite_horas: z.number().int(),
  }),
});
export type PublicOrder = z.infer<typeof publicOrderSchema>;

export const withdrawalBodySchema = z.object({
  motivo: optionalText(REASON_MAX),
});
