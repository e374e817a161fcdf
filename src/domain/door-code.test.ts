import { describe, expect, it } from 'vitest';
import { classifyDoorInput, formatDoorCode, normalizeDoorCode } from './door-code.ts';

describe('normalizeDoorCode', () => {
  it.each([
    ['k7q2-m9xd', 'K7Q2M9XD'],
    [' K7Q2 M9XD ', 'K7Q2M9XD'],
    ['K7Q2M9XD', 'K7Q2M9XD'],
  ])('%s → %s', (input, code) => expect(normalizeDoorCode(input)).toBe(code));

  it.each(['K7Q2M9X', 'K7Q2M9XD1', 'K7Q2M9X0', 'K7Q2M9XI'])('refuses %s', (input) => {
    expect(normalizeDoorCode(input)).toBeNull();
  });

  it('prints with a dash in the middle', () => expect(formatDoorCode('K7Q2M9XD')).toBe('K7Q2-M9XD'));
});

describe('classifyDoorInput', () => {
  it.each([
    ['CATRACA1.abc.def', 'payload'],
    ['catraca1.abc.def', 'payload'],
    ['k7q2-m9xd', 'doorCode'],
    ['2n5-rrt', 'orderCode'],
    ['2N5RRT', 'orderCode'],
    ['Maria', 'search'],
    ['123.456.789-09', 'search'],
  ])('%s is a %s', (input, kind) => expect(classifyDoorInput(input).kind).toBe(kind));
});
