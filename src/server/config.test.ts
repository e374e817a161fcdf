import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies defaults for an empty environment', () => {
    const cfg = loadConfig({});
    expect(cfg).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      NODE_ENV: 'development',
      cookieSecure: false,
    });
    expect(cfg.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in one clear message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrowError(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('Configuração inválida');
      expect(message).toContain('PORT: Deve ser um número.');
      expect(message).toContain('DATABASE_URL: deve começar com postgres:// ou postgresql://');
    }
  });

  it('requires APP_SECRET in production and marks cookies Secure there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/APP_SECRET/);
    const cfg = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
    });
    expect(cfg.cookieSecure).toBe(true);
  });

  it('refuses the sandbox payment gateway in production unless it is explicitly allowed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) })).toThrowError(
      /ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
