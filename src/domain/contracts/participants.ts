// The organiser's participant list and presence calls (spec §2 Participants, §3 Participant, §4
// Presence): built by the server, parsed by the Participantes tab with the same schemas.
import { z } from 'zod';
import { defineListSpec, type ListQueryOf, listQuerySchema, listReplySchema } from '../list-query.ts';
import { listSelectionSchema, selectionSnapshotSchema } from '../list-selection.ts';
import { PARTICIPANT_STATUSES } from '../participant-status.ts';

const isoDateTime = z.iso.datetime({ offset: true });
const count = z.number().int().min(0);

/** Largest amount the "Valor pago" filter takes, in reais. */
export const MAX_AMOUNT_FILTER_REAIS = 10_000_000;

export const PARTICIPANT_LIST = defineListSpec({
  sortKeys: [
    'nome',
    'email',
    'tipoIngresso',
    'status',
    'nomeComprador',
    'emailComprador',
    'dataCompra',
    'valorPago',
    'presenca',
  ],
  defaultPageSize: 25,
  filters: {
    status: { type: 'multiselect', options: PARTICIPANT_STATUSES },
    /** Ticket type ids of the event. */
    tipoIngresso: { type: 'multiselect', options: 'ids' },
    presenca: { type: 'boolean' },
    /** Purchase day range in Brazil time: `dataCompra_de`, `dataCompra_ate`. */
    dataCompra: { type: 'date' },
    /** Amount paid for the ticket, in reais: `valorPago_min`, `valorPago_max`. */
    valorPago: { type: 'number', min: 0, max: MAX_AMOUNT_FILTER_REAIS, decimals: 2 },
    /** An e-mail of theirs (ticket or order confirmation) failed and was not re-sent (issue 17 item 6). */
    emailFalhou: { type: 'boolean' },
  },
});

export const participantListQuerySchema = listQuerySchema(PARTICIPANT_LIST);
export type ParticipantListQuery = ListQueryOf<typeof PARTICIPANT_LIST>;
export type ParticipantSortKey = (typeof PARTICIPANT_LIST.sortKeys)[number];

export const participantRowSchema = z.object({
  id: z.number().int().positive(),
  nome: z.string(),
  email: z.string(),
  /** Ticket type name. */
  tipoIngresso: z.string(),
  status: z.enum(PARTICIPANT_STATUSES),
  nomeComprador: z.string(),
  emailComprador: z.string(),
  /** When the order was placed. */
  dataCompra: isoDateTime,
  /** Decimal text with a dot, like the candidates' rows: '0.00' means free. */
  valorPago: z.string().regex(/^\d+\.\d{2}$/),
  /** Nothing was ever paid for this place (pending, exempt or courtesy, expired): "Valor pago" shows "—". */
  nuncaPago: z.boolean(),
  /** The order's short code (`K7Q-2M9`), printed on vouchers and quoted in e-mails. */
  codigoPedido: z.string(),
  presenca: z.boolean(),
  /** When presence was marked; null while absent. */
  presencaEm: isoDateTime.nullable(),
  /** The days (yyyy-mm-dd, Brazil) with an arrival at the door: presence per day (ADR 0436). */
  presencaDias: z.array(z.string()),
});
export type ParticipantRow = z.infer<typeof participantRowSchema>;

export const participantListReplySchema = listReplySchema(participantRowSchema);
export type ParticipantListReply = z.infer<typeof participantListReplySchema>;

/** The cards of the tab: counts of the whole event, whatever the table's filters. */
export const participantSummarySchema = z.object({
  total: count,
  confirmados: count,
  pendentes: count,
  estornados: count,
  cancelados: count,
  isentos: count,
  contestados: count,
  /** Paid or exempt: who may attend. */
  podemComparecer: count,
  presentes: count,
  /** Rounded percent of present over those who may attend; 0 when none. */
  taxaPresenca: z.number().int().min(0).max(100),
});
export type ParticipantSummary = z.infer<typeof participantSummarySchema>;

export const presenceBodySchema = z.object({
  presenca: z.boolean({ error: 'Informe a presença (true ou false).' }),
});

export const presenceReplySchema = z.object({
  id: z.number().int().positive(),
  presenca: z.boolean(),
  presencaEm: isoDateTime.nullable(),
});
export type PresenceReply = z.infer<typeof presenceReplySchema>;

export const bulkPresenceBodySchema = z.object({
  selecao: listSelectionSchema,
  presenca: z.boolean({ error: 'Informe a presença (true ou false).' }),
});
export type BulkPresenceBody = z.infer<typeof bulkPresenceBodySchema>;

export const bulkPresenceReplySchema = z.object({
  /** Participants in the selection. */
  selecionados: count,
  /** Participants whose presence changed (the others already had it as asked). */
  alterados: count,
});
export type BulkPresenceReply = z.infer<typeof bulkPresenceReplySchema>;

/** GET …/participantes/selecao: the frozen "all matching" set for the current filters. */
export const participantSelectionSnapshotSchema = selectionSnapshotSchema;

/** One custom answer of a participant; `removido` when the field was retired from the form since. */
export const participantAnswerSchema = z.object({
  campoId: z.number().int().positive(),
  rotulo: z.string(),
  resposta: z.string(),
  removido: z.boolean(),
});

/** GET …/participantes/{participanteId}: the row's fields, contact data and every custom answer. */
export const participantDetailsSchema = participantRowSchema.extend({
  telefone: z.string().nullable(),
  cpf: z.string().nullable(),
  /** Answers in form order (retired fields after the live ones' order, as the report's columns). */
  respostas: z.array(participantAnswerSchema),
});
export type ParticipantDetails = z.infer<typeof participantDetailsSchema>;
