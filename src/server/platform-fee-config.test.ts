import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('platform fee configuration', () => {
  it('defaults to 5% + R$ 1,00 per paid order', () => {
    const cfg = loadConfig({});
    expect(cfg.PLATFORM_FEE_PERCENT).toBe(500);
    expect(cfg.PLATFORM_FEE_FIXED_CENTS).toBe(100);
  });

  it.each([
    ['7,99', 799],
    ['7.99', 799],
    ['0', 0],
    ['100', 10_000],
    ['2.5', 250],
  ])('reads PLATFORM_FEE_PERCENT=%s as %i basis points', (text, basisPoints) => {
    expect(loadConfig({ PLATFORM_FEE_PERCENT: text }).PLATFORM_FEE_PERCENT).toBe(basisPoints);
  });

  it.each([['101'], ['-1'], ['5%'], ['7,999'], ['abc']])('refuses PLATFORM_FEE_PERCENT=%s', (text) => {
    expect(() => loadConfig({ PLATFORM_FEE_PERCENT: text })).toThrowError(ConfigError);
  });

  it('refuses a negative or fractional fixed part', () => {
    expect(() => loadConfig({ PLATFORM_FEE_FIXED_CENTS: '-5' })).toThrowError(/PLATFORM_FEE_FIXED_CENTS/);
    expect(() => loadConfig({ PLATFORM_FEE_FIXED_CENTS: '1.5' })).toThrowError(ConfigError);
  });
});
