import { describe, expect, it } from 'vitest';
import {
  apiPriceToInput,
  clampNumberInput,
  completeTimeInput,
  isHttpUrl,
  maskDateInput,
  maskPriceInput,
  maskTimeInput,
  normalizeMeetingLink,
  priceInputToApi,
  sanitizeNumberInput,
  typeTimeInput,
} from './field-inputs.ts';

describe('normalizeMeetingLink', () => {
  it.each([
    ['meet.google.com/abc', 'https://meet.google.com/abc'],
    ['  zoom.us/j/1 ', 'https://zoom.us/j/1'],
    ['http://exemplo.com', 'http://exemplo.com'],
    ['HTTPS://exemplo.com', 'HTTPS://exemplo.com'],
    ['', ''],
  ])('%s → %s', (input, output) => expect(normalizeMeetingLink(input)).toBe(output));
});

describe('isHttpUrl', () => {
  it.each([
    ['https://meet.google.com/abc', true],
    ['javascript:alert(1)', false],
    ['https://localhost', false],
    ['nada', false],
  ])('%s → %s', (input, output) => expect(isHttpUrl(input)).toBe(output));
});

describe('number inputs', () => {
  it.each([
    ['007', '7'],
    ['000', '0'],
    ['1a2b', '12'],
    ['', ''],
  ])('sanitize %s → %s', (input, output) => expect(sanitizeNumberInput(input)).toBe(output));

  it('clamps to min and max on blur', () => {
    expect(clampNumberInput('0', 1)).toBe('1');
    expect(clampNumberInput('500', 1, 100)).toBe('100');
    expect(clampNumberInput('', 1)).toBe('');
  });
});

describe('time inputs', () => {
  it('masks HH:MM while typing', () => {
    expect(maskTimeInput('1')).toBe('1');
    expect(maskTimeInput('123')).toBe('12:3');
    expect(maskTimeInput('12345')).toBe('12:34');
  });
  it.each([
    ['23:59', '23:59'],
    ['0930', '09:30'],
    ['24:00', ''],
    ['12:60', ''],
    ['9:3', ''],
  ])('on blur %s → %s', (input, output) => expect(completeTimeInput(input)).toBe(output));
});

describe('date inputs', () => {
  it.each([
    ['25', '25'],
    ['2512', '25/12'],
    ['25122026', '25/12/2026'],
    ['2026-12-25', '2026-12-25'],
  ])('%s → %s', (input, output) => expect(maskDateInput(input)).toBe(output));
});

describe('price inputs', () => {
  it.each([
    ['1', '0,01'],
    ['12345', '123,45'],
    ['123456', '1.234,56'],
    ['R$ 0050', '0,50'],
    ['', ''],
  ])('mask %s → %s', (input, output) => expect(maskPriceInput(input)).toBe(output));

  it('sends the price with a dot and two decimals, and reads it back', () => {
    expect(priceInputToApi('1.234,56')).toBe('1234.56');
    expect(priceInputToApi('10')).toBe('10.00');
    expect(priceInputToApi('')).toBe('');
    expect(apiPriceToInput('1234.5')).toBe('1.234,50');
  });
});

describe('typeTimeInput (issue 20: prefilled times accept typing)', () => {
  it.each([
    // previous, raw after the keystroke, caret → value
    ['00:00', '00:001', 6, '1'],
    ['00:00', '100:00', 1, '1'],
    ['23:59', '23:5919', 7, '19'],
    ['00:00', '00:0019:30', 10, '19:30'],
    ['1', '19', 2, '19'],
    ['19', '190', 3, '19:0'],
    ['19:0', '19:00', 5, '19:00'],
    ['19:00', '19:0', 4, '19:0'],
    ['', '', 0, ''],
  ])('%s + typing → %s at %s gives %s', (previous, raw, caret, expected) => {
    expect(typeTimeInput(previous, raw, caret)).toBe(expected);
  });

  it('lets an organiser type 19:00 over the prefilled 00:00 without selecting it first', () => {
    let value = '00:00';
    for (const key of '1900') {
      const raw = `${value}${key}`;
      value = typeTimeInput(value, raw, raw.length);
    }
    expect(value).toBe('19:00');
  });
});
