import { describe, expect, it } from 'vitest';
import {
  formatDateTimeBR,
  parseDateInput,
  parseTimeInput,
  readDateTime,
  toInstant,
  toLocalParts,
} from './dates.ts';

describe('parseDateInput', () => {
  it.each([
    ['25/12/2026', '2026-12-25'],
    ['2026-12-25', '2026-12-25'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2027', null],
    ['31/04/2026', null],
    ['01/01/1899', null],
    ['01/13/2026', null],
    ['2026/12/25', null],
    ['', null],
  ])('%s → %s', (input, out) => {
    expect(parseDateInput(input)).toBe(out);
  });
});

describe('parseTimeInput', () => {
  it.each([
    ['00:00', '00:00'],
    ['23:59', '23:59'],
    ['24:00', null],
    ['12:60', null],
    ['9:30', null],
  ])('%s → %s', (input, out) => {
    expect(parseTimeInput(input)).toBe(out);
  });
});

describe('Brazil wall clock', () => {
  it('round-trips a local date and time through an instant', () => {
    const instant = toInstant('2026-12-31', '23:30');
    expect(instant.toISOString()).toBe('2027-01-01T02:30:00.000Z');
    expect(toLocalParts(instant)).toEqual({ date: '2026-12-31', time: '23:30' });
    expect(formatDateTimeBR(instant)).toBe('31/12/2026 às 23:30');
  });
});

describe('readDateTime', () => {
  it.each([
    [
      '25/12/2026',
      '',
      '23:59',
      { iso: '2026-12-26T02:59:00.000Z', dateMissing: false, dateInvalid: false, timeInvalid: false },
    ],
    [
      '2026-12-25',
      '10:30',
      '00:00',
      { iso: '2026-12-25T13:30:00.000Z', dateMissing: false, dateInvalid: false, timeInvalid: false },
    ],
    ['', '10:30', '00:00', { iso: null, dateMissing: true, dateInvalid: false, timeInvalid: false }],
    [
      '31/02/2026',
      '10:30',
      '00:00',
      { iso: null, dateMissing: false, dateInvalid: true, timeInvalid: false },
    ],
    [
      '25/12/2026',
      '25:00',
      '00:00',
      { iso: null, dateMissing: false, dateInvalid: false, timeInvalid: true },
    ],
  ])('%s %s (default %s)', (date, time, fallback, expected) => {
    const { instant, ...flags } = readDateTime(date, time, fallback);
    const { iso, ...expectedFlags } = expected;
    expect(instant?.toISOString() ?? null).toBe(iso);
    expect(flags).toEqual(expectedFlags);
  });
});
