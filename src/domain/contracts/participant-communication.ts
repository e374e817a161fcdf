// Comunicar Participantes (spec §2 Participants, §5 Communication, §7 comunicar-participantes) and
// the communications panel: built by the server, parsed by the modal with the same schemas.
import { z } from 'zod';
import { COMMUNICATION_MESSAGE_MAX, COMMUNICATION_SUBJECT_MAX } from '../communication.ts';
import { idNumber } from '../input-bounds.ts';
import { listSelectionSchema, MAX_SELECTED_IDS } from '../list-selection.ts';
import { PARTICIPANT_STATUSES } from '../participant-status.ts';

const count = z.number().int().min(0);
const MAX_TICKET_TYPES_FILTER = 50;

/** Who the message goes to: the filters of the modal (spec §7 `filtros`). Status defaults to pago in the modal. */
const statusList = z
  .array(z.enum(PARTICIPANT_STATUSES, { error: 'Status inválido.' }))
  .max(PARTICIPANT_STATUSES.length);

export const participantRecipientFiltersSchema = z.object({
  status: statusList.optional(),
  tipoIngresso: z.array(idNumber).max(MAX_TICKET_TYPES_FILTER).optional(),
  presenca: z.boolean().nullable().optional(),
});
export type ParticipantRecipientFilters = z.infer<typeof participantRecipientFiltersSchema>;

// Lengths are checked again, trimmed, by the service with the modal's messages; these bounds only
// keep junk out (decision 0050).
export const communicateParticipantsBodySchema = z.object({
  assunto: z.string({ error: 'Informe o assunto.' }).max(COMMUNICATION_SUBJECT_MAX * 2),
  mensagem: z.string({ error: 'Escreva a mensagem.' }).max(COMMUNICATION_MESSAGE_MAX * 2),
  /** Send to the buyers of the chosen participants instead of the participants themselves. */
  enviarParaCompradores: z.boolean().default(false),
  /** Chosen participants; empty or absent means "everyone matching `filtros`". */
  participantesIds: z.array(idNumber).max(MAX_SELECTED_IDS).default([]),
  filtros: participantRecipientFiltersSchema.default({}),
  /**
   * The table's selection (ticked rows or a frozen "all N matching", decision 0092). When present
   * the message goes to exactly those participants: `filtros` and `participantesIds` must be empty.
   */
  selecao: listSelectionSchema.optional(),
});
export type CommunicateParticipantsBody = z.infer<typeof communicateParticipantsBodySchema>;

export const communicateReplySchema = z.object({
  /** Unique addresses (not 'N/A'). */
  total_emails: count,
  /** Deliveries scheduled. */
  emails_enviados: count,
  /** Participants the filters or ids matched. */
  participantes_processados: count,
  comunicacao_id: z.number().int().positive(),
});
export type CommunicateReply = z.infer<typeof communicateReplySchema>;

/** The modal's recipients preview for the current filters (query string of the same filters). */
const commaList = (max: number) =>
  z
    .string()
    .max(max)
    .transform((text) => text.split(',').filter((part) => part.trim() !== ''));
const booleanText = z.enum(['true', 'false']).transform((text) => text === 'true');

export const recipientsPreviewQuerySchema = z.object({
  status: commaList(200).pipe(statusList).optional(),
  tipoIngresso: commaList(600)
    .transform((parts) => parts.map(Number))
    .pipe(z.array(idNumber).max(MAX_TICKET_TYPES_FILTER))
    .optional(),
  presenca: booleanText.optional(),
  enviarParaCompradores: booleanText.optional(),
});

/** The preview of a table selection: POSTed, as a frozen snapshot does not fit in a query string. */
export const selectionPreviewBodySchema = z.object({
  selecao: listSelectionSchema,
  enviarParaCompradores: z.boolean().default(false),
});
export type SelectionPreviewBody = z.infer<typeof selectionPreviewBodySchema>;

export const recipientsPreviewSchema = z.object({
  participantes: count,
  total_emails: count,
  /** The first five unique addresses. */
  amostra: z.array(z.string()).max(5),
});
export type RecipientsPreview = z.infer<typeof recipientsPreviewSchema>;

export const deliveryCountsSchema = z.object({
  total: count,
  queued: count,
  sent: count,
  failed: count,
});

export const communicationSummarySchema = z.object({
  id: z.number().int().positive(),
  audience: z.enum(['participantes', 'compradores', 'pre_inscritos']),
  subject: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  createdBy: z.string().nullable(),
  counts: deliveryCountsSchema,
  /** Why deliveries failed: pt-BR reason and how many. */
  falhas: z.array(z.object({ motivo: z.string(), quantidade: count })),
});
export type CommunicationSummaryRow = z.infer<typeof communicationSummarySchema>;

export const communicationListSchema = z.array(communicationSummarySchema);

export const retryReplySchema = z.object({ reenviados: count });
