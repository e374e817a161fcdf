import { formatDateTimeBR, toLocalParts } from './dates.ts';

// What a public page says about when and where an event happens: the React page and the
// markup the server puts in the HTML (src/server/web/served-event.ts) read the same words.

/** Spec §2: where the address would be, for an online event. */
export const ONLINE_EVENT_LABEL = 'Evento Online - Link no Ingresso';

/** "12/05/2027 das 09:00 às 18:00", or both full dates when the event spans days. */
export function formatEventPeriod(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(end.getTime())) return formatDateTimeBR(start);
  const startParts = toLocalParts(start);
  const endParts = toLocalParts(end);
  if (startParts.date === endParts.date) {
    const [date] = formatDateTimeBR(start).split(' às ');
    return `${date} das ${startParts.time} às ${endParts.time}`;
  }
  return `${formatDateTimeBR(start)} até ${formatDateTimeBR(end)}`;
}
