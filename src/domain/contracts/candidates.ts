// The organiser's Pré-Inscritos calls (spec organiser-dashboard §2, §3 Candidate, §7): built by the
// server, parsed by the tab with the same schemas. Statuses travel as the stored values
// (pre_inscrito, selecionado, …); labels come from candidate-rules.ts.
import { z } from 'zod';
import { CANDIDATE_LOG_ACTION_VALUES } from '../candidate-history.ts';
import { DEADLINE_MAX, DEADLINE_MIN, normaliseDeadlineUnit } from '../candidate-rules.ts';
import { CANDIDATE_DB_STATUSES } from '../candidate-status.ts';
import { COMMUNICATION_MESSAGE_MAX, COMMUNICATION_SUBJECT_MAX } from '../communication.ts';
import { defineListSpec, type ListQueryOf, listQuerySchema, listReplySchema } from '../list-query.ts';
import { MAX_SEED_LENGTH } from '../lottery.ts';

const isoDateTime = z.iso.datetime({ offset: true });
const count = z.number().int().min(0);
const MAX_ID = 2_147_483_647;
/** One page of 100 ticked, or several pages: far below what one statement handles. */
export const MAX_CANDIDATE_IDS = 5_000;

export const CANDIDATE_LIST = defineListSpec({
  sortKeys: ['nome', 'email', 'status', 'tipoIngresso', 'dataCompra', 'valorPago'],
  defaultPageSize: 100,
  filters: {
    status: { type: 'multiselect', options: CANDIDATE_DB_STATUSES },
    /** Ticket type ids of the event. */
    tipoIngresso: { type: 'multiselect', options: 'ids' },
    /** Registration day range in Brazil time: `dataCompra_de`, `dataCompra_ate`. */
    dataCompra: { type: 'date' },
  },
});

export const candidateListQuerySchema = listQuerySchema(CANDIDATE_LIST);
export type CandidateListQuery = ListQueryOf<typeof CANDIDATE_LIST>;
export type CandidateSortKey = (typeof CANDIDATE_LIST.sortKeys)[number];

export const candidateRowSchema = z.object({
  id: z.number().int().positive(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string().nullable(),
  status: z.enum(CANDIDATE_DB_STATUSES),
  /** Ticket type name. */
  tipoIngresso: z.string(),
  /** Registration instant. */
  dataCompra: isoDateTime,
  /** Ticket price, decimal with a dot: '0.00' means free. */
  valorPago: z.string().regex(/^\d+\.\d{2}$/),
  /** Paid or exempt: now a participant of the event. */
  isParticipante: z.boolean(),
  prazoPagamento: isoDateTime.nullable(),
});
export type CandidateRow = z.infer<typeof candidateRowSchema>;

export const candidateListReplySchema = listReplySchema(candidateRowSchema);
export type CandidateListReply = z.infer<typeof candidateListReplySchema>;

export const deadlineSchema = z.object({
  value: z
    .number({ error: 'Por favor, defina o prazo para pagamento.' })
    .int(`O prazo deve estar entre ${DEADLINE_MIN} e ${DEADLINE_MAX}.`)
    .min(DEADLINE_MIN, `O prazo deve estar entre ${DEADLINE_MIN} e ${DEADLINE_MAX}.`)
    .max(DEADLINE_MAX, `O prazo deve estar entre ${DEADLINE_MIN} e ${DEADLINE_MAX}.`),
  unit: z
    .string({ error: 'Informe a unidade do prazo: horas, dias ou semanas.' })
    .max(20, 'Informe a unidade do prazo: horas, dias ou semanas.')
    .transform((unit, ctx) => {
      const normalised = normaliseDeadlineUnit(unit);
      if (normalised) return normalised;
      ctx.addIssue({ code: 'custom', message: 'Informe a unidade do prazo: horas, dias ou semanas.' });
      return z.NEVER;
    }),
});

/** The Pré-Inscritos cards: vacancies and the status counter (whole event, whatever the filters). */
export const candidateSummarySchema = z.object({
  vagas: z.object({ total: count, ocupadas: count, disponiveis: count, percentual: count }),
  contagem: z.object(
    Object.fromEntries(CANDIDATE_DB_STATUSES.map((s) => [s, count])) as Record<
      (typeof CANDIDATE_DB_STATUSES)[number],
      typeof count
    >,
  ),
  /** The quantity field's maximum: free places, capped at the pre-registered candidates. */
  maximoSelecionavel: count,
  /** The event's own deadline, or 7 dias. */
  prazoPadrao: z.object({ value: z.number().int(), unit: z.enum(['horas', 'dias', 'semanas']) }),
});
export type CandidateSummary = z.infer<typeof candidateSummarySchema>;

const addressSchema = z.object({
  rua: z.string(),
  numero: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  estado: z.string(),
  cep: z.string(),
  complemento: z.string().nullable(),
});
export type CandidateAddress = z.infer<typeof addressSchema>;

export const filledFieldSchema = z.union([
  z.object({ tipoDoCampo: z.literal('address'), valor: addressSchema }),
  z.object({ tipoDoCampo: z.string(), valor: z.string() }),
]);

export const candidateDetailsSchema = candidateRowSchema.extend({
  cpf: z.string().nullable(),
  nomeComprador: z.string(),
  emailComprador: z.string(),
  /** Form answers by field label (spec §3 dadosPreenchidos); a repeated label gets " (2)" (ADR 0163). */
  dadosPreenchidos: z.record(z.string(), filledFieldSchema),
});
export type CandidateDetails = z.infer<typeof candidateDetailsSchema>;

const candidateId = z
  .number({ error: 'Identificador inválido.' })
  .int('Identificador inválido.')
  .min(1, 'Identificador inválido.')
  .max(MAX_ID, 'Identificador inválido.');

const candidateIds = z
  .array(candidateId, { error: 'Informe os candidatos.' })
  .min(1, 'Selecione ao menos um candidato.')
  .max(MAX_CANDIDATE_IDS, `Selecione no máximo ${MAX_CANDIDATE_IDS} candidatos.`);

export const candidateIdsBodySchema = z.object({ candidato_ids: candidateIds });
export type CandidateIdsBody = z.infer<typeof candidateIdsBodySchema>;

export const disqualifyBodySchema = z.object({
  candidato_ids: candidateIds,
  notify_candidates: z.boolean({ error: 'Use true ou false.' }).default(true),
});

export const selectParticipantsBodySchema = z.object({
  metodo_selecao: z
    .enum(['cronologica', 'sorteio'], { error: 'O método deve ser cronologica ou sorteio.' })
    .default('cronologica'),
  quantidade_participantes: z
    .number({ error: 'Por favor, informe a quantidade de participantes a serem selecionados.' })
    .int('A quantidade deve ser um número inteiro.')
    .min(1, 'A quantidade deve ser pelo menos 1.')
    .max(1_000_000, 'A quantidade é grande demais.'),
  prazo_pagamento: deadlineSchema.optional(),
  /** The public value announced in advance (e.g. a Loteria Federal result); else 32 random bytes. */
  semente: z
    .string({ error: 'A semente deve ser um texto.' })
    .max(MAX_SEED_LENGTH, `A semente deve ter no máximo ${MAX_SEED_LENGTH} caracteres.`)
    .optional(),
});
export type SelectParticipantsBody = z.infer<typeof selectParticipantsBodySchema>;

export const selectionReplySchema = z.object({
  quantidade_selecionada: count,
  /** The public id of the draw (sorteio), null for chronological selection. */
  sorteio_id: z.string().nullable(),
  candidatos_selecionados: z.array(z.object({ id: z.number().int(), isParticipante: z.boolean() })),
});

/** The ids of the table's selection, or the filters the organiser is looking at (nothing else). */
export const exportBodySchema = z.strictObject({
  candidatos: z
    .array(z.object({ id: candidateId }), { error: 'Informe os candidatos.' })
    .max(MAX_CANDIDATE_IDS, `Exporte no máximo ${MAX_CANDIDATE_IDS} candidatos marcados.`)
    .optional(),
  /** Query-string values of the list (busca, status, tipoIngresso, dataCompra_de, dataCompra_ate). */
  filtros: z.record(z.string().max(60), z.string().max(2_000)).optional(),
});

export const communicateBodySchema = z.object({
  assunto: z
    .string({ error: 'Informe o assunto.' })
    .max(COMMUNICATION_SUBJECT_MAX, `O assunto deve ter no máximo ${COMMUNICATION_SUBJECT_MAX} caracteres.`),
  mensagem: z
    .string({ error: 'Escreva a mensagem.' })
    .max(COMMUNICATION_MESSAGE_MAX, `A mensagem deve ter no máximo ${COMMUNICATION_MESSAGE_MAX} caracteres.`),
  candidatosIds: z.array(candidateId).max(MAX_CANDIDATE_IDS).optional(),
  filtros: z
    .object({
      status: z.array(z.enum(CANDIDATE_DB_STATUSES)).max(CANDIDATE_DB_STATUSES.length).optional(),
      tipoIngresso: z.array(candidateId).max(50).optional(),
    })
    .optional(),
});
export type CommunicateBody = z.infer<typeof communicateBodySchema>;

/** POST /api/eventos/{id}/comunicar-pre-inscritos/destinatarios: who the ids or filters name. */
// Strict: both keys are optional, so a body of unknown keys (a client's mistake) is refused rather
// than read as "every candidate".
export const candidateRecipientsQuerySchema = communicateBodySchema
  .pick({
    candidatosIds: true,
    filtros: true,
  })
  .strict();
export type CandidateRecipientsQuery = z.infer<typeof candidateRecipientsQuerySchema>;

export const candidateRecipientsPreviewSchema = z.object({
  pre_inscritos: count,
  total_emails: count,
  /** The first five unique addresses. */
  amostra: z.array(z.string()).max(5),
});
export type CandidateRecipientsPreview = z.infer<typeof candidateRecipientsPreviewSchema>;

export const communicateReplySchema = z.object({
  total_emails: count,
  emails_enviados: count,
  candidatos: count,
});

/** GET /api/sorteios/{id}: everything anyone needs to recompute the draw. */
export const drawReplySchema = z.object({
  id: z.string(),
  evento: z.object({ nome: z.string(), slug: z.string() }),
  realizado_em: isoDateTime,
  semente: z.string(),
  origem_semente: z.enum(['organizador', 'servidor']),
  hash_lista: z.string(),
  elegiveis: z.array(z.number().int()),
  ranking: z.array(z.number().int()),
  quantidade: count,
  selecionados: z.array(z.number().int()),
});
export type DrawReply = z.infer<typeof drawReplySchema>;

// GET /api/eventos/{id}/sorteios: the event's draws for its organiser, newest first, each with the
// public id of its audit page /sorteio/{id}.
export const drawSummarySchema = z.object({
  id: z.string(),
  realizado_em: z.string(),
  origem_semente: z.enum(['organizador', 'servidor']),
  elegiveis: z.number().int(),
  quantidade: z.number().int(),
});
export const drawListReplySchema = z.array(drawSummarySchema);
export type DrawSummary = z.infer<typeof drawSummarySchema>;

// GET /api/eventos/{id}/candidatos/{candidatoId}/historico (ADR 0185): path ids checked by schema.
const pathId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Identificador inválido.')
  .transform(Number)
  .pipe(z.number().int().max(MAX_ID, 'Identificador inválido.'));
export const candidateHistoryParamsSchema = z.object({ id: pathId, candidatoId: pathId });

export const candidateHistoryEntrySchema = z.object({
  id: z.number().int(),
  data: isoDateTime,
  /** "dd/mm/aaaa HH:mm", Brazil's wall clock. */
  data_formatada: z.string(),
  /** The organiser's name, or "Sistema" (deadline job) or "Pagamento". */
  autor: z.string(),
  tipo_autor: z.enum(['organizador', 'sistema', 'pagamento']),
  acao: z.enum(CANDIDATE_LOG_ACTION_VALUES),
  /** The entry in one pt-BR line ("Selecionado por sorteio (Pré-Inscrito → Selecionado), …"). */
  descricao: z.string(),
  status_anterior: z.enum(CANDIDATE_DB_STATUSES),
  status_novo: z.enum(CANDIDATE_DB_STATUSES),
  notificado: z.boolean(),
  /** How many candidates the same action touched. */
  em_lote: count,
  /** The public id of the lottery that selected the candidate (/sorteio/{id}). */
  sorteio_id: z.string().nullable(),
});
export type CandidateHistoryEntry = z.infer<typeof candidateHistoryEntrySchema>;
export const candidateHistoryReplySchema = z.object({
  total: count,
  itens: z.array(candidateHistoryEntrySchema),
});
export type CandidateHistoryReply = z.infer<typeof candidateHistoryReplySchema>;
