// Whose gateway takes an event's money (ADR 0304): its organisation's own receiving account (the
// Recebimentos screen) when it has one, else the environment's gateway (PAYMENT_GATEWAY: the
// sandbox demo, or a single-organisation install's credentials) unless RECEIVING_ACCOUNTS=required.
// A payment remembers the account it went through (order_payments.receiving_account_id), so its
// notifications, read-backs and refunds use that account's credentials.
import { createHash } from 'node:crypto';
import { eq, type SQL } from 'drizzle-orm';
import { NO_RECEIVING_ACCOUNT_MESSAGE } from '../../domain/contracts/receiving-account.ts';
import { type AppConfig, appBaseUrl } from '../config.ts';
import type { Db } from '../db/client.ts';
import { receivingAccounts } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { MERCADOPAGO_WEBHOOK_PATH } from './create-gateway.ts';
import { createMercadoPagoGateway } from './mercadopago-gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createPixApiGateway } from './pix-api-gateway.ts';
import type { SecretBox } from './secret-box.ts';

/** The gateway an order's payment goes through, and the receiving account it belongs to (null: the environment's). */
export interface ReceivingGateway {
  gateway: PaymentGateway;
  accountId: number | null;
}

type AccountRow = typeof receivingAccounts.$inferSelect;

/** An organisation's account, its secrets opened, and the gateway made of it. */
export interface ResolvedAccount {
  id: number;
  publicId: string;
  organisationId: number;
  provider: AccountRow['provider'];
  /** Mercado Pago: the webhook secret that signs this account's notifications. */
  webhookSecret: string | null;
  gateway: PaymentGateway;
}

export interface GatewayResolver {
  /** The environment's gateway (PAYMENT_GATEWAY): the sandbox, or the install's own credentials. */
  readonly environment: PaymentGateway;
  /** Who receives an organisation's events' money; null: nobody yet (no paid orders). */
  forOrganisation(organisationId: number): Promise<ReceivingGateway | null>;
  /** The gateway a stored payment went through; null when its account was removed since. */
  forPayment(payment: { receivingAccountId: number | null }): Promise<PaymentGateway | null>;
  /** The account a notification URL names (`?conta=` or the Pix API's callback token). */
  accountByPublicId(publicId: string): Promise<ResolvedAccount | null>;
  accountByWebhookToken(token: string): Promise<ResolvedAccount | null>;
  /** Whether some buyer page may tokenise a card with Mercado Pago's JS (its CSP allows the SDK). */
  mayTokeniseCards(): Promise<boolean>;
}

/** The Pix API callback token's lookup key (the token itself is only in the sealed secrets). */
export function webhookTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Mercado Pago's notification URL for one organisation's account. */
export function mercadoPagoNotificationUrl(config: AppConfig, accountPublicId: string): string {
  return `${appBaseUrl(config)}${MERCADOPAGO_WEBHOOK_PATH}?conta=${encodeURIComponent(accountPublicId)}`;
}

/** The Pix API callback base registered with the PSP for one account (the PSP calls `{this}/pix`). */
export function pixApiAccountWebhookUrl(config: AppConfig, token: string): string {
  return `${appBaseUrl(config)}/api/webhooks/pix-api/${token}`;
}

/** The gateway an account's settings and opened secrets make. */
export function gatewayOfAccount(
  config: AppConfig,
  account: { publicId: string; provider: AccountRow['provider']; publicSettings: Record<string, string> },
  secrets: Record<string, string>,
): PaymentGateway {
  const setting = (name: string, from: Record<string, string>) => {
    const value = from[name];
    if (!value) throw new Error(`receiving account ${account.publicId} lacks ${name}`);
    return value;
  };
  if (account.provider === 'mercadopago') {
    return createMercadoPagoGateway({
      accessToken: setting('accessToken', secrets),
      publicKey: setting('publicKey', account.publicSettings),
      apiBaseUrl: config.MERCADOPAGO_API_BASE_URL,
      sdkUrl: config.MERCADOPAGO_SDK_URL,
      notificationUrl: mercadoPagoNotificationUrl(config, account.publicId),
      timeoutMs: config.GATEWAY_TIMEOUT_SECONDS * 1000,
    });
  }
  return createPixApiGateway({
    baseUrl: setting('baseUrl', account.publicSettings),
    clientId: setting('clientId', account.publicSettings),
    clientSecret: setting('clientSecret', secrets),
    certPem: setting('certificate', secrets),
    keyPem: setting('privateKey', secrets),
    pixKey: setting('pixKey', account.publicSettings),
    timeoutMs: config.GATEWAY_TIMEOUT_SECONDS * 1000,
  });
}

/** The box's additional data: a sealed row opens only on its own organisation's row. */
export const secretsContext = (organisationId: number) => `receiving-account:${organisationId}`;

export function createGatewayResolver(deps: {
  db: Db;
  config: AppConfig;
  environment: PaymentGateway;
  box: SecretBox;
}): GatewayResolver {
  const { db, config, environment, box } = deps;
  // One gateway per account version: the Pix API's OAuth token and mTLS agent live in it.
  const cache = new Map<number, { version: number; account: ResolvedAccount }>();

  function resolve(row: AccountRow): ResolvedAccount {
    const version = row.updatedAt.getTime();
    const cached = cache.get(row.id);
    if (cached?.version === version && cached.account.organisationId === row.organisationId)
      return cached.account;
    const secrets = box.open(row.secretsCiphertext, secretsContext(row.organisationId));
    const account: ResolvedAccount = {
      id: row.id,
      publicId: row.publicId,
      organisationId: row.organisationId,
      provider: row.provider,
      webhookSecret: secrets.webhookSecret ?? null,
      gateway: gatewayOfAccount(config, row, secrets),
    };
    cache.set(row.id, { version, account });
    return account;
  }

  const find = async (condition: SQL) => {
    const [row] = await db.select().from(receivingAccounts).where(condition).limit(1);
    return row ? resolve(row) : null;
  };

  return {
    environment,
    async forOrganisation(organisationId) {
      const account = await find(eq(receivingAccounts.organisationId, organisationId));
      if (account) return { gateway: account.gateway, accountId: account.id };
      return config.RECEIVING_ACCOUNTS === 'optional' ? { gateway: environment, accountId: null } : null;
    },
    async forPayment({ receivingAccountId }) {
      if (receivingAccountId === null) return environment;
      return (await find(eq(receivingAccounts.id, receivingAccountId)))?.gateway ?? null;
    },
    accountByPublicId: (publicId) => find(eq(receivingAccounts.publicId, publicId)),
    accountByWebhookToken: (token) => find(eq(receivingAccounts.webhookTokenHash, webhookTokenHash(token))),
    async mayTokeniseCards() {
      if (environment.cardTokenization) return true;
      const [row] = await db
        .select({ id: receivingAccounts.id })
        .from(receivingAccounts)
        .where(eq(receivingAccounts.provider, 'mercadopago'))
        .limit(1);
      return row !== undefined;
    },
  };
}

/** The gateway of a paid order, or the buyer's pt-BR refusal: nobody receives this event's money yet. */
export function requireReceiving(receiving: ReceivingGateway | null): ReceivingGateway {
  if (!receiving) throw new AppError('payment_error', NO_RECEIVING_ACCOUNT_MESSAGE);
  return receiving;
}
