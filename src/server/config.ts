import { isIP } from 'node:net';
import { z } from 'zod';
import { isValidCnpj, normalizeDocument, onlyDigits } from '../domain/documents.ts';
import { isValidEmail } from '../domain/email.ts';
import { DEMO_PLATFORM_OPERATOR, type PlatformOperator } from '../domain/platform-operator.ts';
import { PRODUCTION_PASSWORD_COST } from './auth/password.ts';
import { isLoopbackHost } from './http/local-only.ts';
import { installPortugueseZodMessages } from './http/zod-pt-br.ts';

const boolFromEnv = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** proxy-addr's names for whole ranges, accepted by Fastify beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may set X-Forwarded-For (docs/decisions/0046-trust-proxy.md): unset trusts none, so
 * the per-address rate limits key on the socket's address; a hop count or a list of addresses and
 * CIDRs as Fastify takes them. Never `true`: it would believe any client's forged header.
 */
const trustProxyFromEnv = z
  .string()
  .trim()
  .transform((text, issue): number | string[] => {
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops >= 1 && hops <= 10) return hops;
      issue.addIssue({ code: 'custom', message: 'o número de proxies deve estar entre 1 e 10' });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      issue.addIssue({
        code: 'custom',
        message:
          `valor inválido (${bad.map((b) => b || '""').join(', ')}): use o número de proxies à frente do servidor ` +
          '(ex.: 1) ou a lista de seus endereços/CIDRs separada por vírgulas (ex.: 10.0.0.0/8,127.0.0.1)',
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Unset: 127.0.0.1 (this machine only) unless NODE_ENV=production, where 0.0.0.0 (ADR 0242).
  HOST: z.string().trim().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  // scrypt's cost for organisers' passwords as log2 N (src/server/auth/password.ts): 15 (32 MiB,
  // ~100 ms) by default and at least 15 in production; the test suites run at 10.
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(PRODUCTION_PASSWORD_COST),
  COOKIE_SECURE: boolFromEnv.optional(),
  TRUST_PROXY: trustProxyFromEnv.optional(),
  // Signs check-in codes on vouchers; must be set in production.
  APP_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
  // Lets a server reachable from other machines start without APP_SECRET, signing vouchers with the
  // public development secret anyone can read in this repository (a throwaway demo on a LAN).
  ALLOW_DEVELOPMENT_SECRET_ON_NETWORK: boolFromEnv.default(false),
  LOGIN_MAX_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  // Public lookups keyed by a secret (payment status, vouchers, receipts) and coupon checks, per
  // address per minute (docs/decisions/0041-public-payment-ids.md, 0045-production-safety.md).
  PUBLIC_LOOKUP_MAX_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  // Coupon attempts per address per minute, one budget across every route that takes a code
  // (validar-cupom, the candidate's coupon check and payment, the registration); and unusable codes
  // tried per event per hour from every address together (docs/decisions/0253-coupon-attempts.md).
  COUPON_CHECK_MAX_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  COUPON_MISSES_MAX_PER_EVENT_PER_HOUR: z.coerce.number().int().min(0).default(200),
  // Registrations (POST …/inscricao) per address per hour, and orders per hour that may name one
  // e-mail address as buyer or participant; 0 switches one off (docs/decisions/0252-registration-budgets.md).
  REGISTRATION_MAX_PER_IP_PER_HOUR: z.coerce.number().int().min(0).default(30),
  REGISTRATION_MAX_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(0).default(5),
  // Places one buyer (same CPF or e-mail) and one address may hold in unpaid PIX orders of an event
  // at once; never below the event's participants per order; 0 switches that bound off
  // (docs/decisions/0251-pix-holds-per-buyer.md).
  UNPAID_PLACES_MAX_PER_BUYER: z.coerce.number().int().min(0).default(10),
  UNPAID_PLACES_MAX_PER_IP: z.coerce.number().int().min(0).default(30),
  // Where the per-route limits above count (docs/decisions/0240-shared-rate-limits.md): in the
  // database, shared by every node (default), or in this process's memory (one node only: with
  // several, each would allow the whole budget).
  RATE_LIMIT_STORE: z.enum(['database', 'memory']).default('database'),
  LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  // Password-reset links: lifetime, and requests per e-mail within LOGIN_FAILURE_WINDOW_MINUTES.
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  PASSWORD_RESET_MAX_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  // Sign-up confirmation links: lifetime, and sign-ups per e-mail within LOGIN_FAILURE_WINDOW_MINUTES.
  SIGNUP_CONFIRM_TTL_MINUTES: z.coerce.number().int().min(5).max(10_080).default(1440),
  SIGNUP_MAX_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  // Team invitations (issue 21): how long an e-mailed invitation link stays valid.
  INVITATION_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(168),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  // The shape of a JSON body, checked on its text before parsing (docs/decisions/0241-hostile-bodies.md):
  // arrays/objects nested in one another, values in the whole body, members of one object.
  BODY_MAX_DEPTH: z.coerce.number().int().min(8).max(1000).default(32),
  BODY_MAX_ITEMS: z.coerce.number().int().min(1000).max(10_000_000).default(100_000),
  BODY_MAX_KEYS: z.coerce.number().int().min(100).max(1_000_000).default(1000),
  // Releases before 0333 kept uploads here; `catraca move-uploads` (run by `migrate`) carries them
  // into UPLOAD_STORAGE, which every node reads: the database (default) or an S3-compatible bucket.
  UPLOAD_DIR: z.string().min(1).optional(),
  UPLOAD_STORAGE: z.enum(['database', 's3']).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'nome de bucket S3 inválido')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: boolFromEnv.default(false),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._/-]{0,200}$/, 'use letras, números, ., _, - e /')
    .optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().min(3).default('Catraca <nao-responda@catraca.local>'),
  // SMTP connections kept open by this process (messages in flight at once) and messages per
  // connection before it is renewed. See docs/decisions/0061-pooled-smtp.md.
  SMTP_POOL_SIZE: z.coerce.number().int().min(1).max(50).default(5),
  SMTP_MAX_MESSAGES: z.coerce.number().int().min(1).max(100_000).default(100),
  // The outbox drainer (ADR 0060): how often it looks for due e-mails when nothing woke it, after
  // how long a silent worker's claims are taken back, and the retry policy of temporary failures.
  EMAIL_POLL_SECONDS: z.coerce.number().min(0.05).max(300).default(2),
  EMAIL_CLAIM_TIMEOUT_SECONDS: z.coerce.number().min(2).max(3600).default(120),
  EMAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(8),
  EMAIL_RETRY_BASE_SECONDS: z.coerce.number().min(0.01).max(3600).default(30),
  PIX_KEY: z.string().min(1).default('pagamentos@catraca.com.br'),
  PIX_MERCHANT_NAME: z.string().min(1).max(25).default('CATRACA EVENTOS'),
  PIX_MERCHANT_CITY: z.string().min(1).max(15).default('SAO PAULO'),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'mercadopago', 'pix-api']).default('sandbox'),
  // Mercado Pago (PAYMENT_GATEWAY=mercadopago; docs/payments.md). The base URLs point at the
  // simulator in tests and in `npm run dev:gateway`.
  MERCADOPAGO_ACCESS_TOKEN: z.string().min(8).optional(),
  MERCADOPAGO_PUBLIC_KEY: z.string().min(8).optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().min(8).optional(),
  MERCADOPAGO_API_BASE_URL: z.url().default('https://api.mercadopago.com'),
  MERCADOPAGO_SDK_URL: z.url().default('https://sdk.mercadopago.com/js/v2'),
  // How long one call to the payment provider (Mercado Pago or a Pix API) may take before it is
  // given up and retried with the same idempotency key.
  GATEWAY_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(15),
  // A PSP's Pix API (PAYMENT_GATEWAY=pix-api): OAuth2 client credentials over mTLS.
  PIX_API_BASE_URL: z.url().optional(),
  PIX_API_CLIENT_ID: z.string().min(1).optional(),
  PIX_API_CLIENT_SECRET: z.string().min(1).optional(),
  PIX_API_CERT_PATH: z.string().min(1).optional(),
  PIX_API_KEY_PATH: z.string().min(1).optional(),
  PIX_API_PIX_KEY: z.string().min(1).max(77).optional(),
  // The secret part of the webhook URL registered with the PSP (/api/webhooks/pix-api/<token>/pix).
  PIX_API_WEBHOOK_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,128}$/, 'use de 24 a 128 letras, números, _ ou -')
    .optional(),
  // Who receives an event's money (ADR 0304): `optional` (default), an organisation's own receiving
  // account (the Recebimentos screen) when it has one, else this environment's gateway (a
  // single-organisation install, the sandbox demo); `required`, only the organisation's own account:
  // an event of an organisation without one takes no paid orders.
  RECEIVING_ACCOUNTS: z.enum(['optional', 'required']).default('optional'),
  // Encrypts the receiving accounts' secrets at rest (AES-256-GCM): 32 bytes as 64 hex characters
  // or base64. Required in production; outside it a development key is used.
  PAYMENT_SECRETS_KEY: z
    .string()
    .refine((text) => secretsKeyBytes(text) !== null, 'use 32 bytes em hexadecimal (64 caracteres) ou base64')
    .optional(),
  // The reconciliation job asks the gateway about payments still pending after this long.
  PAYMENT_RECONCILE_AFTER_MINUTES: z.coerce.number().min(1).max(1440).default(3),
  // The sandbox confirms PIX charges on request: production must opt in knowingly (a demo site).
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: boolFromEnv.default(false),
  GOOGLE_MAPS_KEY: z.string().optional(),
  CEP_SERVICE_URL: z.url().default('https://viacep.com.br'),
  JOBS_ENABLED: boolFromEnv.default(true),
  // On SIGTERM: how long /readyz answers 503 before the node stops accepting (let the balancer
  // notice), and how long it may take to finish requests and e-mails in flight before exiting 1.
  // Bearer token of GET /metrics (Prometheus); unset, the route does not exist.
  METRICS_TOKEN: z.string().min(16, 'deve ter pelo menos 16 caracteres').optional(),
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(120).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
  // The platform's fee on every paid order (docs/money.md): a percentage with up to two decimals
  // ("5", "7,99" or "7.99") and a fixed part in centavos. Shown on the Resumo's Líquido card.
  PLATFORM_FEE_PERCENT: z
    .string()
    .regex(/^\d{1,3}([.,]\d{1,2})?$/, 'deve ser um percentual como 5 ou 7,99')
    .transform((text) => Math.round(Number(text.replace(',', '.')) * 100))
    .refine((basisPoints) => basisPoints <= 10_000, 'deve ser no máximo 100')
    .default(500),
  PLATFORM_FEE_FIXED_CENTS: z.coerce.number().int().min(0).max(100_000).default(100),
  // Who operates the platform (ADR 0470): shown to buyers in the footer and on /ajuda, /termos and
  // /privacidade. Required in production; the demo's company elsewhere.
  OPERATOR_LEGAL_NAME: z.string().trim().min(3).max(200).optional(),
  OPERATOR_CNPJ: z
    .string()
    .transform(normalizeDocument)
    .refine(isValidCnpj, 'CNPJ inválido (14 caracteres, com ou sem pontuação)')
    .optional(),
  OPERATOR_ADDRESS: z.string().trim().min(10, 'informe o endereço completo').max(300).optional(),
  OPERATOR_EMAIL: z.string().trim().toLowerCase().refine(isValidEmail, 'e-mail inválido').optional(),
  OPERATOR_PHONE: z
    .string()
    .transform(onlyDigits)
    .refine((digits) => /^\d{10,11}$/.test(digits), 'telefone com DDD (10 ou 11 dígitos)')
    .optional(),
  // The encarregado (DPO, LGPD art. 41): the e-mail is required in production, the name optional.
  OPERATOR_DPO_EMAIL: z.string().trim().toLowerCase().refine(isValidEmail, 'e-mail inválido').optional(),
  OPERATOR_DPO_NAME: z.string().trim().min(3).max(200).optional(),
  // "Meus ingressos" (ADR 0471): how long an e-mailed access link stays usable, how long the list
  // stays open once the link is followed, and link requests per address and per e-mail per hour.
  BUYER_ACCESS_LINK_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  BUYER_ACCESS_VIEW_TTL_MINUTES: z.coerce.number().int().min(5).max(240).default(60),
  BUYER_ACCESS_MAX_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
  BUYER_ACCESS_MAX_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(3),
});

/** Every environment variable Catraca reads (the container files are checked against it). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export type AppConfig = Omit<z.infer<typeof envSchema>, 'HOST'> & {
  /** Where the server listens: HOST, or 127.0.0.1 outside production (0.0.0.0 in production). */
  HOST: string;
  cookieSecure: boolean;
  appSecret: string;
  uploadDir: string;
  /** Where uploads are kept: S3 when a bucket is configured, otherwise the database. */
  uploadStorage: 'database' | 's3';
  /** Who operates the platform: the OPERATOR_* variables, or the demo's company outside production. */
  operator: PlatformOperator;
};

export class ConfigError extends Error {}

/** What production needs beyond the schema: one line per variable, in pt-BR. */
function productionProblems(cfg: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (!cfg.APP_SECRET) problems.push('  APP_SECRET: obrigatório em produção');
  if (cfg.PASSWORD_HASH_COST < PRODUCTION_PASSWORD_COST) {
    problems.push(
      `  PASSWORD_HASH_COST: em produção, no mínimo ${PRODUCTION_PASSWORD_COST} (scrypt com N = 2^${PRODUCTION_PASSWORD_COST}); ` +
        'valores menores servem só aos testes',
    );
  }
  // E-mails are built without a request to read the host from: without this their links would
  // point at localhost.
  if (!cfg.PUBLIC_URL) {
    problems.push(
      '  PUBLIC_URL: obrigatório em produção: o endereço público do site (ex.: https://ingressos.exemplo.com.br), ' +
        'usado nos links dos e-mails',
    );
  }
  if (!cfg.PAYMENT_SECRETS_KEY) {
    problems.push(
      '  PAYMENT_SECRETS_KEY: obrigatório em produção: a chave (32 bytes em hexadecimal ou base64) que cifra ' +
        'as credenciais das contas de recebimento (gere com `openssl rand -hex 32`)',
    );
  }
  // With RECEIVING_ACCOUNTS=required the environment's gateway never charges anyone.
  if (
    cfg.PAYMENT_GATEWAY === 'sandbox' &&
    cfg.RECEIVING_ACCOUNTS === 'optional' &&
    !cfg.ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION
  ) {
    problems.push(
      '  PAYMENT_GATEWAY: o gateway sandbox não cobra de verdade e confirma PIX a pedido; ' +
        'em produção defina ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=true para usá-lo conscientemente (site de demonstração).',
    );
  }
  return problems;
}

const OPERATOR_VARIABLES = [
  ['OPERATOR_LEGAL_NAME', 'a razão social da empresa que opera a plataforma'],
  ['OPERATOR_CNPJ', 'o CNPJ da empresa'],
  ['OPERATOR_ADDRESS', 'o endereço completo (rua, número, bairro, cidade/UF, CEP)'],
  ['OPERATOR_EMAIL', 'o e-mail de atendimento aos compradores'],
  ['OPERATOR_PHONE', 'o telefone de atendimento com DDD'],
  ['OPERATOR_DPO_EMAIL', 'o e-mail do encarregado de dados (LGPD)'],
] as const;

/**
 * Buyers must see who sells (ADR 0470): production names each missing variable; elsewhere the
 * demo's company stands in for every unset one.
 */
function operatorProblems(cfg: z.infer<typeof envSchema>): string[] {
  if (cfg.NODE_ENV !== 'production') return [];
  return OPERATOR_VARIABLES.filter(([name]) => !cfg[name]).map(
    ([name, what]) =>
      `  ${name}: obrigatório em produção: ${what}, mostrado aos compradores no rodapé e nas páginas legais`,
  );
}

function operatorFrom(cfg: z.infer<typeof envSchema>): PlatformOperator {
  const demo = DEMO_PLATFORM_OPERATOR;
  return {
    razao_social: cfg.OPERATOR_LEGAL_NAME ?? demo.razao_social,
    cnpj: cfg.OPERATOR_CNPJ ?? demo.cnpj,
    endereco: cfg.OPERATOR_ADDRESS ?? demo.endereco,
    email: cfg.OPERATOR_EMAIL ?? demo.email,
    telefone: cfg.OPERATOR_PHONE ?? demo.telefone,
    encarregado: {
      nome: cfg.OPERATOR_DPO_NAME ?? (cfg.OPERATOR_DPO_EMAIL ? null : demo.encarregado.nome),
      email: cfg.OPERATOR_DPO_EMAIL ?? demo.encarregado.email,
    },
  };
}

/** The chosen gateway's credentials, one line per missing variable. */
function gatewayProblems(cfg: z.infer<typeof envSchema>): string[] {
  const required: Record<string, readonly (keyof typeof cfg)[]> = {
    sandbox: [],
    mercadopago: ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_PUBLIC_KEY', 'MERCADOPAGO_WEBHOOK_SECRET'],
    'pix-api': [
      'PIX_API_BASE_URL',
      'PIX_API_CLIENT_ID',
      'PIX_API_CLIENT_SECRET',
      'PIX_API_PIX_KEY',
      'PIX_API_WEBHOOK_TOKEN',
      // mTLS: a real PSP is reached over HTTPS with the certificate it issued.
      ...(cfg.PIX_API_BASE_URL?.startsWith('https:')
        ? (['PIX_API_CERT_PATH', 'PIX_API_KEY_PATH'] as const)
        : []),
    ],
  };
  return (required[cfg.PAYMENT_GATEWAY] ?? [])
    .filter((name) => !cfg[name])
    .map((name) => `  ${name}: obrigatório quando PAYMENT_GATEWAY=${cfg.PAYMENT_GATEWAY}`);
}

/** An S3 store needs its address, bucket and keys. */
function s3Problems(cfg: z.infer<typeof envSchema>): string[] {
  const required = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  return required
    .filter((name) => !cfg[name])
    .map(
      (name) => `  ${name}: obrigatório quando os arquivos enviados ficam num bucket S3 (UPLOAD_STORAGE=s3)`,
    );
}

/** PAYMENT_SECRETS_KEY's 32 bytes (hex or base64), or null when it is not a 256-bit key. */
export function secretsKeyBytes(text: string): Buffer | null {
  const bytes = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return bytes.length === 32 ? bytes : null;
}

/** Reads and validates configuration; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  installPortugueseZodMessages();
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  const uploadStorage = cfg.UPLOAD_STORAGE ?? (cfg.S3_BUCKET ? 's3' : 'database');
  const problems = [
    ...(uploadStorage === 's3' ? s3Problems(cfg) : []),
    ...gatewayProblems(cfg),
    ...(cfg.NODE_ENV === 'production' ? productionProblems(cfg) : []),
    ...operatorProblems(cfg),
  ];
  if (problems.length > 0) throw new ConfigError(`Configuração inválida:\n${problems.join('\n')}`);
  return {
    ...cfg,
    HOST: cfg.HOST ?? (cfg.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    cookieSecure: cfg.COOKIE_SECURE ?? cfg.NODE_ENV === 'production',
    appSecret: cfg.APP_SECRET ?? DEVELOPMENT_SECRET,
    uploadDir: cfg.UPLOAD_DIR ?? `${cfg.DATA_DIR}/uploads`,
    uploadStorage,
    operator: operatorFrom(cfg),
  };
}

/** The secret vouchers are signed with when APP_SECRET is unset: public, it is in this file. */
export const DEVELOPMENT_SECRET = 'catraca-development-secret-do-not-use-in-production';

/**
 * Why `catraca serve` must not start as configured (ADR 0242): listening where other machines reach
 * it while vouchers would be signed with the public development secret, which lets anyone forge a
 * ticket. Loopback, an APP_SECRET, or the explicit opt-in each make it fine.
 */
export function networkExposureProblems(config: AppConfig): string[] {
  if (config.APP_SECRET || config.ALLOW_DEVELOPMENT_SECRET_ON_NETWORK || isLoopbackHost(config.HOST))
    return [];
  return [
    `  HOST=${config.HOST}: o servidor ficaria acessível por outras máquinas sem APP_SECRET, e os ingressos ` +
      'seriam assinados com o segredo público de desenvolvimento (qualquer pessoa poderia forjá-los). ' +
      'Defina APP_SECRET (pelo menos 32 caracteres), ou escute só nesta máquina (HOST=127.0.0.1, o padrão), ' +
      'ou, para uma demonstração descartável, ALLOW_DEVELOPMENT_SECRET_ON_NETWORK=true.',
  ];
}

/**
 * The absolute base of links in e-mails and documents: PUBLIC_URL (required in production), else
 * this machine. Never the request's Host header, which a client controls (link poisoning).
 */
export function appBaseUrl(config: AppConfig): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
