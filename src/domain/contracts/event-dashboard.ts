// GET /api/eventos/{id}/dashboard (spec §3 "Dashboard response"): built by the server, parsed by the
// Resumo tab with the same schema. Money goes out twice, like the public event's prices: reais as a
// number (the spec's fields) and the exact integer centavos (`*_cents`) the tab formats.
import { z } from 'zod';
import { CANDIDATE_DB_STATUSES } from '../candidate-status.ts';
import { PARTICIPANT_STATUSES } from '../participant-status.ts';

const isoDateTime = z.iso.datetime({ offset: true });
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().min(0);
const cents = z.number().int();
const reais = z.number();
const id = z.number().int().positive();

export const dashboardEventSchema = z.object({
  id,
  nome: z.string(),
  slug: z.string(),
  /** The public page, absolute. */
  link: z.string().min(1),
  data_inicio: isoDateTime,
  data_fim: isoDateTime,
  participants_need_approval: z.boolean(),
});

export const platformFeeSchema = z.object({
  /** 5 = 5 %, 7.99 = 7,99 %. */
  percentual: z.number().min(0).max(100),
  fixo_cents: count,
  /** "5% + R$ 1,00 por pedido". */
  descricao: z.string(),
  /** The fees of this event's sales. */
  valor_cents: count,
});

export const financialSummarySchema = z.object({
  valor_bruto: reais,
  valor_liquido: reais,
  recebido: reais,
  pendente: reais,
  valor_bruto_cents: cents,
  valor_liquido_cents: cents,
  recebido_cents: cents,
  pendente_cents: cents,
  /** The gateways' fees on these sales, as they reported them (already off valor_liquido). */
  taxas_operadora_cents: count,
  /** Paid by buyers, then refunded or disputed: not in valor_bruto. */
  estornado_cents: count,
  taxa_plataforma: platformFeeSchema,
  /** The next day money becomes available (the gateway's release day, or the estimate); null when nothing is pending. */
  proximo_recebimento: z.object({ data: isoDay, valor_cents: cents }).nullable(),
  /** Paid sales behind these figures (orders), and how many of them by card. */
  vendas_pagas: count,
  vendas_cartao: count,
});

export const ticketTypeSummarySchema = z.object({
  id,
  nome: z.string(),
  preco: reais,
  preco_cents: count,
  /** Confirmed (paid or exempt) tickets of this type. */
  quantidade_participantes: count,
  /** null: the type has no stock of its own. */
  quantidade_total: count.nullable(),
});

export const ticketTotalsSchema = z.object({
  vendidos: count,
  /** Places still on sale: capacity less every held place (paid, exempt or waiting for a PIX). */
  disponiveis: count,
  /** Places held by orders waiting for their PIX. */
  reservados: count,
  total: count,
  percentual_vendido: z.number().int().min(0).max(100),
});

export const dailySalesSchema = z.object({
  dia: isoDay,
  ingressos: count,
  valor_bruto_cents: cents,
});

export const ATTENTION_KINDS = [
  'pix_expirado',
  'pix_tardio',
  'emails_falharam',
  'quase_esgotado',
  // Approval events: pre-registered candidates waiting for the organiser's decision (issue 20).
  'candidatos_aguardando',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export const attentionItemSchema = z.object({
  tipo: z.enum(ATTENTION_KINDS),
  quantidade: count,
  /** For quase_esgotado: the ticket type and how many are left. */
  tipo_ingresso: z.object({ id, nome: z.string(), restantes: count }).nullable(),
  /** Money involved (late PIX to refund), else null. */
  valor_cents: cents.nullable(),
});

export const eventDashboardSchema = z.object({
  evento: dashboardEventSchema,
  resumo_financeiro: financialSummarySchema,
  resumo_ingressos: z.array(ticketTypeSummarySchema),
  ingressos: ticketTotalsSchema,
  participantes: z.object({
    total: count,
    por_status: z.record(z.enum(PARTICIPANT_STATUSES), count),
    presentes: count,
  }),
  /** Candidates by status; null when the event does not need approval. */
  candidatos: z.record(z.enum(CANDIDATE_DB_STATUSES), count).nullable(),
  cupons: z.object({ total: count, ativos: count, usos: count }),
  formulario_personalizado: z.object({ campos: count }),
  vendas_por_dia: z.array(dailySalesSchema),
  atencao: z.array(attentionItemSchema),
  /** When these figures were computed (the settlement day is this instant's day in Brazil). */
  calculado_em: isoDateTime,
});

export type EventDashboard = z.infer<typeof eventDashboardSchema>;
export type AttentionItem = z.infer<typeof attentionItemSchema>;
export type DailySales = z.infer<typeof dailySalesSchema>;
export type TicketTypeSummary = z.infer<typeof ticketTypeSummarySchema>;
