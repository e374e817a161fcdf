// The days of an event for per-day check-in (ADR 0436): every Brazilian calendar day from the
// start's to the end's (the event's wall clock, ADR 0003). An arrival belongs to the day it
// happened on, in the same clock.
import { toLocalParts } from './dates.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** More days than this is a season, not an event: the list stops (a report column per day). */
const MAX_DAYS = 31;

/** yyyy-mm-dd of the instant in Brazil. */
export function localDay(instant: Date): string {
  return toLocalParts(instant).date;
}

/** The event's days, yyyy-mm-dd, in order (at most 31). */
export function eventDays(startsAt: Date, endsAt: Date): string[] {
  const first = localDay(startsAt);
  const last = localDay(endsAt);
  const days: string[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); days.length < MAX_DAYS; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    if (day > last) break;
    days.push(day);
  }
  return days;
}

/** "Dia 1 · 14/03" for a day of the event, or "15/03" for a day outside it. */
export function dayLabel(day: string, days: readonly string[]): string {
  const short = `${day.slice(8, 10)}/${day.slice(5, 7)}`;
  const index = days.indexOf(day);
  return index >= 0 && days.length > 1 ? `Dia ${index + 1} · ${short}` : short;
}
