// Rules of the Resumo tab that are not money (docs/money.md has the money): percentages, the daily
// sales series, when a ticket type is about to sell out, and the tab's count labels.
import { addDays } from './event-money.ts';

/** Rounded percent of sold over total, 0 without a total, never above 100. */
export function percentSold(sold: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((sold / total) * 100));
}

/**
 * A ticket type is about to sell out when some are left but no more than a tenth of its stock
 * (at least 1, so a 5-ticket type warns at its last one). Types without stock never are.
 */
export function remainingIfAlmostSoldOut(quantity: number | null, held: number): number | null {
  if (quantity === null || quantity <= 0) return null;
  const remaining = quantity - held;
  const threshold = Math.max(1, Math.floor(quantity / 10));
  return remaining > 0 && remaining <= threshold ? remaining : null;
}

export interface DayPoint {
  day: string;
  tickets: number;
  grossCents: number;
}

/** How many days the sales chart covers at most, ending today. */
export const SALES_CHART_MAX_DAYS = 60;

/**
 * One point per calendar day from the first sale (or `maxDays` before `lastDay`, whichever is
 * later) to `lastDay`, days without sales as zero. No sales: no series.
 */
export function fillSalesDays(
  points: DayPoint[],
  lastDay: string,
  maxDays = SALES_CHART_MAX_DAYS,
): DayPoint[] {
  if (points.length === 0) return [];
  const byDay = new Map(points.map((point) => [point.day, point]));
  const earliest = points.map((point) => point.day).sort()[0] as string;
  const windowStart = addDays(lastDay, -(maxDays - 1));
  let day = earliest > windowStart ? earliest : windowStart;
  const series: DayPoint[] = [];
  for (; day <= lastDay; day = addDays(day, 1)) {
    series.push(byDay.get(day) ?? { day, tickets: 0, grossCents: 0 });
  }
  return series;
}

/** Spec §2: "1 Vendido", "3 Vendidos". */
export function soldLabel(sold: number): string {
  return `${sold} ${sold === 1 ? 'Vendido' : 'Vendidos'}`;
}
