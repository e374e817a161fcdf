// The lines of the success screen's recap (issue 11 item 8): what was bought, for how much and
// how it was paid, from the server's registration reply (never the browser's preview).
import type { RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import { installmentLabel } from '../../../../domain/installments.ts';
import { formatBRL } from '../../../../domain/money.ts';

export function paymentMethodRecap(
  result: Pick<RegistrationResult, 'payment_method' | 'installments' | 'valor_total_cents'>,
): string {
  switch (result.payment_method) {
    case 'pix':
      return 'PIX';
    case 'credit_card': {
      // The same words the installment choice showed before paying.
      return `Cartão de crédito, ${installmentLabel(result.valor_total_cents, result.installments)}`;
    }
    case 'free':
    case 'none':
      return 'Sem pagamento (gratuito)';
  }
}

export function amountRecap(result: Pick<RegistrationResult, 'valor_total_cents'>): string {
  return result.valor_total_cents <= 1 ? 'Gratuito' : formatBRL(result.valor_total_cents);
}

export function ticketsRecap(result: Pick<RegistrationResult, 'ingressos'>): string {
  return result.ingressos.map((line) => `${line.quantidade}x ${line.tipo_ingresso}`).join(', ');
}
