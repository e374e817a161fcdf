// What the event page's main button may promise (issue 11 item 2): a sold-out event must not
// show an active "Selecionar ingressos" on a phone nor a "Continuar" on a desktop. One rule for
// both widths, so they never disagree.
import type { PublicEvent } from '../../../../domain/contracts/public-event.ts';
import { formatDateTimeBR } from '../../../../domain/dates.ts';
import { ORDER_LIMIT_MESSAGES } from '../../../../domain/order-limits.ts';

export type CallToAction =
  | { kind: 'open' }
  | { kind: 'closed'; label: string; reason: 'sold_out' | 'not_started' | 'ended' };

export const SOLD_OUT_LABEL = 'Esgotado';

type CtaEvent = Pick<
  PublicEvent,
  | 'esgotado_no_momento'
  | 'participants_need_approval'
  | 'inscricoes_abertas'
  | 'vendas_abrem_em'
  | 'tipos_ingresso'
  | 'numero_participantes_restantes'
  | 'status'
>;

/** The button's words when the status, not the dates, stops sales (issue 20). */
export const STATUS_CTA_LABELS = {
  draft: 'Pré-visualização',
  sales_closed: 'Vendas encerradas',
  cancelled: 'Evento cancelado',
} as const;

export function callToAction(event: CtaEvent): CallToAction {
  if (event.status !== 'published') {
    return { kind: 'closed', label: STATUS_CTA_LABELS[event.status], reason: 'ended' };
  }
  if (event.participants_need_approval) {
    return event.inscricoes_abertas
      ? { kind: 'open' }
      : { kind: 'closed', label: 'Inscrições encerradas', reason: 'ended' };
  }
  const tickets = event.tipos_ingresso;
  const isSoldOut =
    tickets.length > 0 &&
    (event.numero_participantes_restantes <= 0 || tickets.every((ticket) => ticket.status === 'sold_out'));
  if (isSoldOut) {
    // Held by unpaid PIX orders, not sold: "Esgotado no momento" (issue 17 item 3).
    const label = event.esgotado_no_momento ? ORDER_LIMIT_MESSAGES.soldOutForNowLabel : SOLD_OUT_LABEL;
    return { kind: 'closed', label, reason: 'sold_out' };
  }
  if (event.inscricoes_abertas) return { kind: 'open' };
  if (event.vendas_abrem_em) {
    const opening = formatDateTimeBR(new Date(event.vendas_abrem_em));
    return { kind: 'closed', label: `Vendas a partir de ${opening}`, reason: 'not_started' };
  }
  // Some types sold out and the rest closed: nothing can be bought, and "esgotado" would be
  // only half true.
  return { kind: 'closed', label: 'Inscrições encerradas', reason: 'ended' };
}
