import { describe, expect, it } from 'vitest';
import { DEMO_PLATFORM_OPERATOR } from '../domain/platform-operator.ts';
import { ConfigError, loadConfig, networkExposureProblems } from './config.ts';
import { PRODUCTION_ENV } from './testing/production-env.ts';

/** The message `run` throws; fails the test when it throws nothing or not a ConfigError. */
function errorMessageOf(run: () => unknown): string {
  let thrown: unknown;
  try {
    run();
  } catch (err) {
    thrown = err;
  }
  expect(thrown).toBeInstanceOf(ConfigError);
  return (thrown as ConfigError).message;
}

const production: Record<string, string> = { ...PRODUCTION_ENV };

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

  it('listens on loopback outside production and on every address in production (ADR 0242)', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig(production).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('refuses to serve the network with the public development secret unless opted in', () => {
    expect(networkExposureProblems(loadConfig({}))).toEqual([]);
    expect(networkExposureProblems(loadConfig({ HOST: 'localhost' }))).toEqual([]);
    expect(networkExposureProblems(loadConfig({ HOST: '0.0.0.0' }))).toHaveLength(1);
    expect(networkExposureProblems(loadConfig({ HOST: '192.0.2.2' }))).toHaveLength(1);
    expect(networkExposureProblems(loadConfig({ HOST: '0.0.0.0', APP_SECRET: 'y'.repeat(40) }))).toEqual([]);
    expect(
      networkExposureProblems(loadConfig({ HOST: '0.0.0.0', ALLOW_DEVELOPMENT_SECRET_ON_NETWORK: 'true' })),
    ).toEqual([]);
    expect(networkExposureProblems(loadConfig(production))).toEqual([]);
  });

  it('names every bad variable in one clear message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrowError(
      ConfigError,
    );
    const message = errorMessageOf(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' }));
    expect(message).toContain('Configuração inválida');
    expect(message).toContain('PORT: Deve ser um número.');
    expect(message).toContain('DATABASE_URL: deve começar com postgres:// ou postgresql://');
  });

  it('requires APP_SECRET in production and marks cookies Secure there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/APP_SECRET/);
    const cfg = loadConfig(production);
    expect(cfg.cookieSecure).toBe(true);
  });

  it('hashes passwords at scrypt 2^15 by default and refuses a cheaper cost in production', () => {
    expect(loadConfig({}).PASSWORD_HASH_COST).toBe(15);
    expect(loadConfig({ PASSWORD_HASH_COST: '10' }).PASSWORD_HASH_COST).toBe(10);
    expect(loadConfig(production).PASSWORD_HASH_COST).toBe(15);
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: '14' })).toThrowError(
      /PASSWORD_HASH_COST: em produção, no mínimo 15/,
    );
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9' })).toThrowError(/PASSWORD_HASH_COST/);
  });

  it('refuses the sandbox payment gateway in production unless it is explicitly allowed', () => {
    const { ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: _, ...withoutAllow } = production;
    expect(() => loadConfig(withoutAllow)).toThrowError(/ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION/);
  });

  it('requires PUBLIC_URL in production, so e-mail links never point at localhost', () => {
    const { PUBLIC_URL: _, ...withoutUrl } = production;
    expect(() => loadConfig(withoutUrl)).toThrowError(
      /PUBLIC_URL: obrigatório em produção: o endereço público do site/,
    );
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'ingressos.exemplo.com.br' })).toThrowError(
      /PUBLIC_URL/,
    );
    expect(loadConfig(production).PUBLIC_URL).toBe('https://ingressos.exemplo.com.br');
    expect(loadConfig({ NODE_ENV: 'development' }).PUBLIC_URL).toBeUndefined();
  });

  it('names every missing production variable at once', () => {
    const message = errorMessageOf(() => loadConfig({ NODE_ENV: 'production' }));
    expect(
      message
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split(':')[0]),
    ).toEqual([
      'APP_SECRET',
      'PUBLIC_URL',
      'PAYMENT_SECRETS_KEY',
      'PAYMENT_GATEWAY',
      'OPERATOR_LEGAL_NAME',
      'OPERATOR_CNPJ',
      'OPERATOR_ADDRESS',
      'OPERATOR_EMAIL',
      'OPERATOR_PHONE',
      'OPERATOR_DPO_EMAIL',
    ]);
  });

  it('requires a 256-bit PAYMENT_SECRETS_KEY in production, naming it (ADR 0304)', () => {
    const { PAYMENT_SECRETS_KEY: _, ...withoutKey } = production;
    expect(() => loadConfig(withoutKey)).toThrowError(/PAYMENT_SECRETS_KEY: obrigatório em produção/);
    expect(() => loadConfig({ ...production, PAYMENT_SECRETS_KEY: 'curta' })).toThrowError(
      /PAYMENT_SECRETS_KEY/,
    );
    expect(
      loadConfig({ ...production, PAYMENT_SECRETS_KEY: Buffer.alloc(32, 7).toString('base64') }).NODE_ENV,
    ).toBe('production');
    // Outside production a development key stands in.
    expect(loadConfig({}).PAYMENT_SECRETS_KEY).toBeUndefined();
  });

  it('shows the demo company outside production and the configured one, normalised, in production (ADR 0470)', () => {
    expect(loadConfig({}).operator).toEqual(DEMO_PLATFORM_OPERATOR);
    expect(loadConfig(production).operator).toEqual({
      razao_social: 'Exemplo Ingressos Ltda.',
      cnpj: '11222333000181',
      endereco: 'Rua Exemplo, 100, Centro, Goiânia/GO, CEP 74000-000',
      email: 'contato@exemplo.com.br',
      telefone: '6232000000',
      encarregado: { nome: null, email: 'privacidade@exemplo.com.br' },
    });
    const { OPERATOR_CNPJ: _, ...withoutCnpj } = production;
    expect(errorMessageOf(() => loadConfig(withoutCnpj))).toMatch(/OPERATOR_CNPJ: obrigatório em produção/);
  });

  it('refuses an operator CNPJ, e-mail or phone that is not one', () => {
    const message = errorMessageOf(() =>
      loadConfig({ OPERATOR_CNPJ: '11.222.333/0001-82', OPERATOR_EMAIL: 'x@', OPERATOR_PHONE: '1234' }),
    );
    expect(message).toMatch(/OPERATOR_CNPJ: CNPJ inválido/);
    expect(message).toMatch(/OPERATOR_EMAIL: e-mail inválido/);
    expect(message).toMatch(/OPERATOR_PHONE: telefone com DDD/);
    expect(loadConfig({ OPERATOR_CNPJ: '12.ABC.345/01DE-35' }).operator.cnpj).toBe('12ABC34501DE35');
  });

  it('keeps uploads in the database unless an S3 bucket is configured, and then needs its address and keys', () => {
    expect(loadConfig({}).uploadStorage).toBe('database');
    expect(() => loadConfig({ S3_BUCKET: 'catraca-arquivos' })).toThrowError(
      /S3_ENDPOINT: obrigatório[\s\S]*S3_ACCESS_KEY_ID: obrigatório[\s\S]*S3_SECRET_ACCESS_KEY: obrigatório/,
    );
    const s3 = loadConfig({
      S3_BUCKET: 'catraca-arquivos',
      S3_ENDPOINT: 'https://s3.sa-east-1.amazonaws.com',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'segredo',
    });
    expect(s3).toMatchObject({ uploadStorage: 's3', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(() => loadConfig({ UPLOAD_STORAGE: 's3' })).toThrowError(/S3_BUCKET: obrigatório/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('trusts no proxy by default and reads TRUST_PROXY as a hop count or a list of addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig(production).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    for (const bad of ['true', '0', '10.0.0.0/33', 'proxy.local', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrowError(/TRUST_PROXY/);
    }
  });
});
