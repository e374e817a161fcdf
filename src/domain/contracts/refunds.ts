// The refunds an organiser follows (issue 20, ADR 0415): GET /api/eventos/{id}/reembolsos (a
// cancelled event's progress and every refund that is not done) and
// POST /api/eventos/{id}/reembolsos/tentar-novamente (ask again for refunds the gateway refused).
import { z } from 'zod';
import { idNumber } from '../input-bounds.ts';

export const REFUND_STATUSES = ['processing', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  processing: 'Em processamento',
  refunded: 'Reembolsado',
  failed: 'Recusado',
};

/** The most refunds one retry may name (a cancelled event's failures, page by page). */
export const MAX_REFUND_RETRY = 100;

export const retryRefundsBodySchema = z
  .object({
    reembolsos_ids: z
      .array(idNumber)
      .min(1, 'Escolha ao menos um reembolso.')
      .max(MAX_REFUND_RETRY, `Escolha no máximo ${MAX_REFUND_RETRY} reembolsos.`),
  })
  .strict();
export type RetryRefundsBody = z.infer<typeof retryRefundsBodySchema>;

export const refundItemSchema = z.object({
  id: z.number().int(),
  codigo_pedido: z.string(),
  comprador: z.string(),
  valor_cents: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  motivo_falha: z.string().nullable(),
  /** When the gateway was last asked (ISO). */
  solicitado_em: z.string(),
});
export type RefundItem = z.infer<typeof refundItemSchema>;

/** The refunds of a cancelled event: orders still to refund, and the refunds since it was cancelled. */
export const eventCancellationRefundsSchema = z.object({
  total: z.number().int(),
  concluidos: z.number().int(),
  em_processamento: z.number().int(),
  recusados: z.number().int(),
  /** Orders whose refund has not been asked for yet (the job is on its way). */
  aguardando: z.number().int(),
});
export type EventCancellationRefunds = z.infer<typeof eventCancellationRefundsSchema>;

/** A PIX paid after its order expired, still to give back (ADR 0044): "Devolver". */
export const latePixSchema = z.object({
  id: z.number().int(),
  codigo_pedido: z.string(),
  comprador: z.string(),
  valor_cents: z.number().int(),
  /** When the money arrived (ISO). */
  pago_em: z.string(),
  /** Why the last "Devolver" was refused, if it was. */
  ultima_falha: z.string().nullable(),
});
export type LatePix = z.infer<typeof latePixSchema>;

export const eventRefundsSchema = z.object({
  cancelamento: eventCancellationRefundsSchema.nullable(),
  /** Refunds that are not done (processing or refused), the oldest first. */
  pendencias: z.array(refundItemSchema),
  pix_tardios: z.array(latePixSchema),
});

/** POST /api/eventos/{id}/pix-tardios/devolver. */
export const refundLatePixBodySchema = z
  .object({
    pix_tardios_ids: z
      .array(idNumber)
      .min(1, 'Escolha ao menos um PIX.')
      .max(MAX_REFUND_RETRY, `Escolha no máximo ${MAX_REFUND_RETRY} PIX.`),
  })
  .strict();
export type EventRefunds = z.infer<typeof eventRefundsSchema>;

export const retryRefundsReplySchema = z.object({
  reembolsados: z.number().int(),
  em_processamento: z.number().int(),
  recusados: z.number().int(),
});
export type RetryRefundsReply = z.infer<typeof retryRefundsReplySchema>;

/** "Reembolsos: 12 de 40 concluídos". */
export function refundProgressLabel(
  progress: Pick<EventCancellationRefunds, 'total' | 'concluidos'>,
): string {
  return `Reembolsos: ${progress.concluidos} de ${progress.total} concluídos`;
}
