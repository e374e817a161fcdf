import { describe, expect, it } from 'vitest';
import { dayLabel, eventDays, localDay } from './event-days.ts';

describe('eventDays', () => {
  it.each([
    ['one evening', '2026-03-14T22:00:00Z', '2026-03-15T01:00:00Z', ['2026-03-14']],
    ['two days', '2026-03-14T12:00:00Z', '2026-03-15T21:00:00Z', ['2026-03-14', '2026-03-15']],
    ['across a month', '2026-02-28T12:00:00Z', '2026-03-01T12:00:00Z', ['2026-02-28', '2026-03-01']],
  ])('%s', (_name, start, end, days) => {
    expect(eventDays(new Date(start), new Date(end))).toEqual(days);
  });

  it('stops at 31 days', () => {
    expect(eventDays(new Date('2026-01-01T12:00:00Z'), new Date('2026-12-31T12:00:00Z'))).toHaveLength(31);
  });
});

describe('localDay', () => {
  it('uses Brazil’s clock: 01:30 UTC is still the evening before', () => {
    expect(localDay(new Date('2026-03-15T01:30:00Z'))).toBe('2026-03-14');
    expect(localDay(new Date('2026-03-15T03:00:00Z'))).toBe('2026-03-15');
  });
});

describe('dayLabel', () => {
  it('numbers the days of a multi-day event and dates the rest', () => {
    const days = ['2026-03-14', '2026-03-15'];
    expect(dayLabel('2026-03-15', days)).toBe('Dia 2 · 15/03');
    expect(dayLabel('2026-03-16', days)).toBe('16/03');
    expect(dayLabel('2026-03-14', ['2026-03-14'])).toBe('14/03');
  });
});
