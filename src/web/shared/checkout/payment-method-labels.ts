import type { PaymentMethod } from '../../../domain/contracts/public-event.ts';

/** How PIX and card are named wherever a buyer or candidate chooses how to pay. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, { label: string; description: string }> = {
  pix: { label: 'PIX', description: 'Pagamento instantâneo' },
  credit_card: { label: 'Cartão de Crédito', description: 'Parcelamento disponível' },
};
