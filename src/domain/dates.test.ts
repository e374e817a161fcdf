import { describe, expect, it } from 'vitest';
import { formatDateTimeBR, parseDateInput, parseTimeInput, toInstant, toLocalParts } from './dates.ts';

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
