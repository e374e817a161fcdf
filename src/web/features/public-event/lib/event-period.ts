import { formatDateTimeBR, toLocalParts } from '../../../../domain/dates.ts';

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
