// Brazil has had no daylight-saving time since 2019, so event wall-clock times are stored
// as instants at a fixed -03:00 offset (America/Sao_Paulo). See docs/decisions/0003.
export const EVENT_UTC_OFFSET = '-03:00';
const OFFSET_MS = 3 * 60 * 60 * 1000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Accepts dd/mm/yyyy or yyyy-mm-dd (years 1900–2100); returns yyyy-mm-dd or null. */
export function parseDateInput(input: string | null | undefined): string | null {
  if (!input) return null;
  const text = input.trim();
  let y: number;
  let m: number;
  let d: number;
  const iso = ISO_DATE.exec(text);
  const br = BR_DATE.exec(text);
  if (iso) {
    [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else if (br) {
    [d, m, y] = [Number(br[1]), Number(br[2]), Number(br[3])];
  } else {
    return null;
  }
  if (y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1) return null;
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > daysInMonth) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** "HH:MM" with hours up to 23 and minutes up to 59, else null. */
export function parseTimeInput(input: string | null | undefined): string | null {
  if (!input) return null;
  const text = input.trim();
  return TIME.test(text) ? text : null;
}

/** A wall-clock date and time in Brazil as an absolute instant. */
export function toInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${EVENT_UTC_OFFSET}`);
}

function shifted(instant: Date): Date {
  return new Date(instant.getTime() - OFFSET_MS);
}

/** Instant → { date: 'yyyy-mm-dd', time: 'HH:MM' } in Brazil's wall clock. */
export function toLocalParts(instant: Date): { date: string; time: string } {
  const iso = shifted(instant).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** yyyy-mm-dd → dd/mm/yyyy */
export function isoToBrDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** Instant → "dd/mm/yyyy" in Brazil's wall clock. */
export function formatDateBR(instant: Date): string {
  return isoToBrDate(toLocalParts(instant).date);
}

/** Instant → "dd/mm/yyyy às HH:MM" in Brazil's wall clock. */
export function formatDateTimeBR(instant: Date): string {
  const { date, time } = toLocalParts(instant);
  return `${isoToBrDate(date)} às ${time}`;
}

export interface DateTimeReading {
  /** The instant, when both parts are valid. */
  instant: Date | null;
  /** The date text is blank. */
  dateMissing: boolean;
  /** The date text is present but not a date. */
  dateInvalid: boolean;
  /** The time text is present but not HH:MM. */
  timeInvalid: boolean;
}

/** A form's date and time inputs as a Brazilian wall-clock instant; a blank time takes `defaultTime`. */
export function readDateTime(dateText: string, timeText: string, defaultTime: string): DateTimeReading {
  const date = parseDateInput(dateText);
  const time = timeText.trim() === '' ? defaultTime : parseTimeInput(timeText);
  const dateMissing = dateText.trim() === '';
  return {
    instant: date && time ? toInstant(date, time) : null,
    dateMissing,
    dateInvalid: !dateMissing && !date,
    timeInvalid: !time,
  };
}
