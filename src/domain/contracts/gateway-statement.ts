// GET /api/eventos/{id}/extrato (issue 19, "Reconciliation and money"): the extrato under the
// Resumo, one line per payment with what its gateway reported. Built by the server, parsed by the
// Extrato view with the same schemas; `?formato=xlsx` streams the same lines as a spreadsheet.
import { z } from 'zod';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().min(0);

export const STATEMENT_PAGE_SIZE = 50;

export const statementQuerySchema = z
  .object({
    /** Paid from this Brazilian day on (inclusive). */
    de: isoDay.optional(),
    /** Paid up to this Brazilian day (inclusive). */
    ate: isoDay.optional(),
    metodo: z.enum(['pix', 'credit_card']).optional(),
    pagina: z.coerce.number().int().min(1).max(100_000).default(1),
    formato: z.enum(['json', 'xlsx']).optional(),
  })
  .refine((q) => !q.de || !q.ate || q.de <= q.ate, {
    message: 'A data inicial deve ser anterior ou igual à data final.',
    path: ['ate'],
  });

export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const statementLineSchema = z.object({
  /** The payment's public id (order_payment_id). */
  id: z.string(),
  pago_em: z.iso.datetime({ offset: true }),
  /** The order's code (K7Q-2M9). */
  pedido: z.string(),
  comprador: z.string(),
  metodo: z.enum(['pix', 'credit_card']),
  parcelas: z.number().int().min(1),
  gateway: z.string(),
  bruto_cents: count,
  /** The gateway's fee as it reported it; null when it reported none. */
  taxa_gateway_cents: count.nullable(),
  estornado_cents: count,
  liquido_cents: count,
  status: z.enum(['liberado', 'a_liberar', 'estornado']),
  /** Released on (liberado) or to be released on (a_liberar). */
  liberacao: isoDay,
  liberacao_estimada: z.boolean(),
});

export const statementTotalsSchema = z.object({
  quantidade: count,
  bruto_cents: count,
  taxa_gateway_cents: count,
  estornado_cents: count,
  liquido_cents: count,
  liberado_cents: count,
  a_liberar_cents: count,
  proxima_liberacao: z.object({ data: isoDay, valor_cents: count }).nullable(),
});

export const gatewayStatementSchema = z.object({
  linhas: z.array(statementLineSchema),
  /** Over every line the filters match, not only this page. */
  totais: statementTotalsSchema,
  pagina: z.number().int().min(1),
  por_pagina: z.number().int().min(1),
  total: count,
});

export type StatementLine = z.infer<typeof statementLineSchema>;
export type GatewayStatement = z.infer<typeof gatewayStatementSchema>;
