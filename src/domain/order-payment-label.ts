// How the organiser's spreadsheets name the way an order was paid (issue 20, Exportações): the
// gateway's two methods, a free checkout, and the organiser's own registrations (a courtesy at
// R$ 0,00, or one paid outside the platform) and an approval event's exempt candidates.

/** orders.payment_method (or the participant's own payment's method). */
export type StoredPaymentMethod = 'pix' | 'credit_card' | 'free' | 'none';

export function orderPaymentLabel(
  method: StoredPaymentMethod,
  totalCents: number,
  isCandidate = false,
): string {
  switch (method) {
    case 'pix':
      return 'PIX';
    case 'credit_card':
      return 'Cartão de Crédito';
    case 'free':
      return 'Gratuito';
    case 'none':
      // A pre-registration never paid through the platform was exempted ("Conceder isenção");
      // otherwise the organiser's "Adicionar participante" wrote it (manual-registration.ts).
      if (isCandidate) return 'Isenção';
      return totalCents > 0 ? 'Manual' : 'Cortesia';
  }
}
