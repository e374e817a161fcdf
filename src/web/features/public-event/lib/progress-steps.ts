// The step indicator's stages (issue 11 item 7), named the way Brazilian ticket sites do:
// Ingressos → Participantes → Pagamento → Confirmação; a free order has no payment stage and a
// pre-registration ends with "Enviada" instead of a paid confirmation.
import type { CheckoutStep } from '../hooks/checkout-reducer.ts';

export interface ProgressStages {
  labels: readonly string[];
  /** 0-based index of the current stage. */
  current: number;
}

export function progressStages(
  step: CheckoutStep,
  options: { needsApproval: boolean; isFree: boolean },
): ProgressStages {
  if (options.needsApproval) {
    const labels = ['Ingressos', 'Pré-inscrição', 'Enviada'];
    const current = step === 'info' ? 0 : step === 'pre_registration_checkout' ? 2 : 1;
    return { labels, current };
  }
  // A free order that is already confirmed keeps the stages it went through.
  if (options.isFree && step !== 'payment_method' && step !== 'pix') {
    const labels = ['Ingressos', 'Participantes', 'Confirmação'];
    const current = step === 'info' ? 0 : step === 'form' ? 1 : 2;
    return { labels, current };
  }
  const labels = ['Ingressos', 'Participantes', 'Pagamento', 'Confirmação'];
  const index: Record<CheckoutStep, number> = {
    info: 0,
    form: 1,
    payment_method: 2,
    pix: 2,
    checkout: 3,
    pre_registration_checkout: 3,
  };
  return { labels, current: index[step] };
}
