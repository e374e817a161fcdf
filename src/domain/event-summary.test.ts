import { describe, expect, it } from 'vitest';
import { formatEventPeriod } from './event-summary.ts';

describe('formatEventPeriod', () => {
  it('shows one date for a same-day event and both for a multi-day one (Brazil time)', () => {
    expect(formatEventPeriod('2027-05-12T12:00:00Z', '2027-05-12T21:00:00Z')).toBe(
      '12/05/2027 das 09:00 às 18:00',
    );
    expect(formatEventPeriod('2027-05-12T12:00:00Z', '2027-05-13T21:00:00Z')).toBe(
      '12/05/2027 às 09:00 até 13/05/2027 às 18:00',
    );
  });
});
