// How "Meus ingressos" names an order's situation (ADR 0471): one word a buyer understands for an
// order's status, or for a pre-registration's candidate status while the order awaits approval.
import type { CandidateDbStatus } from './candidate-status.ts';

export const MY_ORDER_KINDS = ['pedido', 'pre_inscricao'] as const;
export type MyOrderKind = (typeof MY_ORDER_KINDS)[number];

export const MY_ORDER_STATES = [
  'aguardando_pagamento',
  'confirmado',
  'em_analise',
  'selecionado',
  'nao_selecionado',
  'prazo_vencido',
  'expirado',
  'cancelado',
] as const;
export type MyOrderState = (typeof MY_ORDER_STATES)[number];

export const MY_ORDER_STATE_LABELS: Record<MyOrderState, string> = {
  aguardando_pagamento: 'Aguardando pagamento',
  confirmado: 'Confirmado',
  em_analise: 'Pré-inscrição em análise',
  selecionado: 'Selecionado: pague até o prazo',
  nao_selecionado: 'Não selecionado',
  prazo_vencido: 'Prazo de pagamento vencido',
  expirado: 'Expirado sem pagamento',
  cancelado: 'Cancelado',
};

export const MY_ORDER_STATE_COLORS: Record<MyOrderState, string> = {
  aguardando_pagamento: 'orange',
  confirmado: 'green',
  em_analise: 'indigo',
  selecionado: 'orange',
  nao_selecionado: 'gray',
  prazo_vencido: 'gray',
  expirado: 'gray',
  cancelado: 'red',
};

export type StoredOrderStatus = 'pending' | 'paid' | 'free' | 'awaiting_approval' | 'expired' | 'cancelled';

/**
 * The situation of an order: its own status, except a pre-registration awaiting approval, told by
 * its candidates' furthest step (one selected is what the buyer must act on).
 */
export function myOrderState(
  status: StoredOrderStatus,
  candidateStatuses: readonly CandidateDbStatus[],
  activePlaces: number,
): MyOrderState {
  if (status === 'pending') return 'aguardando_pagamento';
  if (status === 'expired') return 'expirado';
  if (status === 'cancelled') return 'cancelado';
  if (status === 'awaiting_approval' || candidateStatuses.length > 0) {
    if (candidateStatuses.includes('selecionado')) return 'selecionado';
    if (candidateStatuses.some((s) => s === 'pago' || s === 'isento'))
      return activePlaces > 0 ? 'confirmado' : 'cancelado';
    if (candidateStatuses.includes('pre_inscrito')) return 'em_analise';
    if (candidateStatuses.includes('prazo_vencido')) return 'prazo_vencido';
    if (candidateStatuses.includes('desclassificado')) return 'nao_selecionado';
  }
  return activePlaces > 0 ? 'confirmado' : 'cancelado';
}
