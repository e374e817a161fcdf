import { describe, expect, it } from 'vitest';
import {
  answerFromText,
  answerToText,
  BUYER_EDIT_MESSAGES,
  buyerEditWindow,
  formErrorKey,
} from './participant-edit.ts';
import { serializeAddress } from './participant-form.ts';

const starts = new Date('2027-05-10T12:00:00Z');

describe('buyerEditWindow', () => {
  it.each([
    ['open before the event', 'pago', false, '2027-05-10T11:59:59Z', null],
    ['open for a free place', 'isento', false, '2027-05-01T00:00:00Z', null],
    ['closed at the start', 'pago', false, '2027-05-10T12:00:00Z', BUYER_EDIT_MESSAGES.closed],
    [
      'closed for a cancelled place',
      'cancelado',
      false,
      '2027-05-01T00:00:00Z',
      BUYER_EDIT_MESSAGES.notActive,
    ],
    ['closed after check-in', 'pago', true, '2027-05-01T00:00:00Z', BUYER_EDIT_MESSAGES.checkedIn],
  ] as const)('%s', (_, status, checkedIn, now, reason) => {
    const window = buyerEditWindow({ eventStartsAt: starts, status, checkedIn, now: new Date(now) });
    expect(window.open).toBe(reason === null);
    expect(window.open ? null : window.reason).toBe(reason);
    expect(window.until).toEqual(starts);
  });
});

describe('answer texts', () => {
  const address = {
    cep: '74000-000',
    rua: 'Rua A',
    numero: '1',
    complemento: '',
    bairro: 'Centro',
    cidade: 'Goiânia',
    estado: 'GO',
  };
  it.each([
    ['text, trimmed', '  Catraca ', 'Catraca'],
    ['a list as JSON', ['A', 'B'], '["A","B"]'],
    ['an empty list as blank', [], ''],
    ['an address as its JSON', address, serializeAddress(address)],
    [
      'an empty address as blank',
      { ...address, cep: '', rua: '', numero: '', bairro: '', cidade: '', estado: '' },
      '',
    ],
    ['nothing as blank', undefined, ''],
  ] as const)('%s', (_, value, text) => {
    expect(answerToText(value)).toBe(text);
  });

  it('reads stored texts back to the values the form rules take', () => {
    expect(answerFromText('["A","B"]')).toEqual(['A', 'B']);
    expect(answerFromText(serializeAddress(address))).toEqual(address);
    expect(answerFromText('[não é json')).toBe('[não é json');
    expect(answerFromText('Vegana')).toBe('Vegana');
  });

  it("names the form's field for a server error key", () => {
    expect(formErrorKey('respostas.12')).toBe('campo_12');
    expect(formErrorKey('email')).toBe('email');
  });
});
