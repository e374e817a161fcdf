import type { PublicEvent } from '../../../../domain/contracts/public-event.ts';
import { formatBRL } from '../../../../domain/money.ts';

type Tickets = Pick<PublicEvent, 'participants_need_approval' | 'tipos_ingresso'>;

/**
 * What the phone's cart bar says before it is opened (issue 22: prices were hidden until
 * "Selecionar ingressos"): "a partir de R$ 60,00", one price, "Gratuito", or null for a
 * pre-registration (nothing is charged now) and when nothing is on sale.
 */
export function priceFromText(event: Tickets): string | null {
  if (event.participants_need_approval) return null;
  const prices = event.tipos_ingresso.filter((t) => t.status === 'on_sale').map((t) => t.preco_cents);
  if (prices.length === 0) return null;
  const paid = prices.filter((cents) => cents > 0);
  if (paid.length === 0) return 'Gratuito';
  const lowest = Math.min(...paid);
  if (paid.length < prices.length) return `Gratuito ou a partir de ${formatBRL(lowest)}`;
  return paid.every((cents) => cents === lowest) ? formatBRL(lowest) : `a partir de ${formatBRL(lowest)}`;
}
