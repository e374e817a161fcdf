// GET /api/payment-candidate/{orderHash}: what a candidate sees through the link of their
// pre-registration. The server builds it, the candidate page parses it with the same schema.
import { z } from 'zod';
import { cardTokenizationSchema } from './public-event.ts';

export const candidatePageStatusSchema = z.enum([
  'candidate',
  'selected',
  'disqualified',
  'fulfilled',
  'payment_expired',
  'waived',
]);

export const candidateParticipantSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  cpf: z.string().nullable(),
  status: candidatePageStatusSchema,
  status_label: z.string(),
  /** Decimal reais with a dot ("300.00"). */
  amount: z.string(),
  payment_deadline: z.string().nullable(),
  /** id: what a coupon limited to ticket types is matched against (ADR 0425). */
  ticket_type: z.object({ id: z.number().int(), nome: z.string(), preco_formatado: z.string() }),
  /** The candidate's number: the id the lottery ranks and the audit page /sorteio/{id} lists. */
  candidato_id: z.number().int(),
  /** Their place in the lottery that concerns them, when there was one. */
  sorteio: z
    .object({
      id: z.string(),
      posicao: z.number().int(),
      total: z.number().int(),
      selecionado: z.boolean(),
    })
    .nullable(),
  /**
   * The participant's ticket and receipt once their place is confirmed (paid or exempt), keyed by
   * the participant's uuid like every document link; null before (issue 22).
   */
  documentos: z.object({ ingresso: z.string(), recibo: z.string() }).nullable(),
});

export const candidateOrderSchema = z.object({
  evento: z.object({
    id: z.number().int(),
    nome: z.string(),
    slug: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    is_online: z.boolean(),
    local: z.string().nullable(),
    cidade: z.string().nullable(),
    estado: z.string().nullable(),
    metodos_pagamento: z.array(z.enum(['pix', 'credit_card'])),
    /** The event's installment ceiling for card payments (spec §3, §9; default 12). */
    parcelamento_maximo: z.number().int(),
    /** The sandbox gateway is active: the PIX modal offers "simulate payment". */
    sandbox_mode: z.boolean(),
    /** The card is tokenised in the browser by the gateway's JS (see the public event's field). */
    tokenizacao_cartao: cardTokenizationSchema.nullable(),
  }),
  participantes: z.array(candidateParticipantSchema),
  participante_principal: candidateParticipantSchema.nullable(),
});

export type CandidateOrder = z.infer<typeof candidateOrderSchema>;
export type CandidateParticipant = z.infer<typeof candidateParticipantSchema>;
