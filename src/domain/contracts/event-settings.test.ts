import { describe, expect, it } from 'vitest';
import {
  checkoutMessageBody,
  clampInstallments,
  DEFAULT_CHECKOUT_TITLE,
  generalSettingsBody,
  metaPixelBody,
  SETTINGS_MESSAGES,
} from './event-settings.ts';

describe('clampInstallments (the Parcelamento Máximo stepper, 1…matrix)', () => {
  it.each([
    [3, 12, 3],
    [0, 12, 1],
    [-4, 12, 1],
    [13, 12, 12],
    [2.6, 12, 3],
    [Number.NaN, 12, 1],
    [5, 1, 1],
    [5, 0, 1],
  ])('%d within 1…%d → %d', (value, max, expected) => {
    expect(clampInstallments(value, max)).toBe(expected);
  });
});

describe('settings bodies', () => {
  it.each([
    ['1234567890', '1234567890'],
    [' 12345 ', '12345'],
    ['', null],
    [null, null],
  ])('pixel %j is stored as %j', (input, stored) => {
    expect(metaPixelBody.parse({ metaPixelKey: input }).metaPixelKey).toBe(stored);
  });

  it.each(['abc', '1234', '123456789012345678901', '12 345', '12345a'])('refuses the pixel %j', (input) => {
    const result = metaPixelBody.safeParse({ metaPixelKey: input });
    expect(result.error?.issues[0]?.message).toBe(SETTINGS_MESSAGES.pixelInvalid);
  });

  it('gives a blank checkout title the spec’s default', () => {
    expect(checkoutMessageBody.parse({ titulo: '   ', conteudo: '' }).titulo).toBe(DEFAULT_CHECKOUT_TITLE);
  });

  it.each([0, 25, 1.5])('refuses %d installments', (parcelamentoMaximo) => {
    expect(generalSettingsBody.safeParse({ emailUnico: true, parcelamentoMaximo }).success).toBe(false);
  });
});
