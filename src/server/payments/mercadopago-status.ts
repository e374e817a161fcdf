// Mercado Pago's status and status_detail (documented values of the v1 payments API) mapped to
// where a payment stands for Catraca and to the pt-BR message a buyer reads when a card is declined.
import type { GatewayPaymentStatus } from './payment-gateway.ts';

export function mapMercadoPagoStatus(status: string, statusDetail: string | null): GatewayPaymentStatus {
  switch (status) {
    case 'approved':
      return 'approved';
    case 'pending':
    case 'in_process':
    case 'authorized':
    case 'in_mediation':
      return 'pending';
    case 'rejected':
      return 'declined';
    case 'cancelled':
      return statusDetail === 'expired' ? 'expired' : 'cancelled';
    case 'refunded':
    case 'charged_back':
      return 'refunded';
    default:
      return 'pending';
  }
}

/** The buyer's message for a declined card, by status_detail; the card brand names the issuer. */
const DECLINE_MESSAGES: Record<string, string> = {
  cc_rejected_bad_filled_card_number: 'Confira o número do cartão.',
  cc_rejected_bad_filled_date: 'Confira a data de validade do cartão.',
  cc_rejected_bad_filled_other: 'Confira os dados do cartão.',
  cc_rejected_bad_filled_security_code: 'Confira o código de segurança (CVV) do cartão.',
  cc_rejected_blacklist:
    'Não foi possível processar o pagamento com este cartão. Use outro cartão ou pague com PIX.',
  cc_rejected_call_for_authorize:
    'O emissor do cartão pede que você autorize este pagamento: ligue para a central do cartão e tente de novo.',
  cc_rejected_card_disabled: 'O cartão não está ativo. Ligue para a central do cartão para ativá-lo.',
  cc_rejected_card_error: 'Não foi possível processar o pagamento. Tente novamente ou use outro cartão.',
  cc_rejected_duplicated_payment:
    'Você já fez um pagamento deste valor há pouco. Se precisar pagar de novo, use outro cartão ou PIX.',
  cc_rejected_high_risk: 'O pagamento foi recusado. Use outro cartão ou pague com PIX.',
  cc_rejected_insufficient_amount: 'O cartão não tem limite suficiente para este valor.',
  cc_rejected_invalid_installments: 'O cartão não aceita este número de parcelas.',
  cc_rejected_max_attempts: 'Você atingiu o limite de tentativas com este cartão. Use outro cartão ou PIX.',
  cc_rejected_other_reason: 'O emissor do cartão recusou o pagamento. Use outro cartão ou pague com PIX.',
  cc_amount_rate_limit_exceeded: 'O valor excede o limite do cartão. Use outro cartão ou pague com PIX.',
  rejected_by_issuer: 'O emissor do cartão recusou o pagamento. Use outro cartão ou pague com PIX.',
  rejected_by_bank: 'O banco recusou o pagamento. Use outro cartão ou pague com PIX.',
  rejected_high_risk: 'O pagamento foi recusado. Use outro cartão ou pague com PIX.',
  rejected_insufficient_data: 'Faltam dados para processar o pagamento. Confira os dados do cartão.',
};

export const MP_GENERIC_DECLINE = 'O pagamento foi recusado. Use outro cartão ou pague com PIX.';

export function mercadoPagoDeclineMessage(statusDetail: string | null | undefined): string {
  return (statusDetail && DECLINE_MESSAGES[statusDetail]) || MP_GENERIC_DECLINE;
}
