// Proves each test project really runs in the zone it names (vitest.config.ts): without it, the
// second run of the date-heavy suites could silently run in UTC again.
import { describe, expect, it } from 'vitest';
import { toInstant, toLocalParts } from './dates.ts';

const OFFSET_MINUTES: Record<string, number> = { UTC: 0, 'America/Sao_Paulo': 180 };

describe(`the process time zone (${process.env.TZ})`, () => {
  it('is the one the test project sets', () => {
    const zone = process.env.TZ ?? '';
    expect(Object.keys(OFFSET_MINUTES)).toContain(zone);
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    expect(new Date(2026, 0, 15, 12).getTimezoneOffset()).toBe(OFFSET_MINUTES[zone]);
  });

  it('does not move Brazilian wall-clock times', () => {
    const instant = toInstant('2026-01-15', '09:00');
    expect(instant.toISOString()).toBe('2026-01-15T12:00:00.000Z');
    expect(toLocalParts(instant)).toEqual({ date: '2026-01-15', time: '09:00' });
  });
});
