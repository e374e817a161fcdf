// The organisation's receiving account (issue 19, ADR 0304), owned by its proprietário: checked
// against the gateway before it is saved (through the configured base URL, so the simulator
// answers in tests), its secrets sealed (PAYMENT_SECRETS_KEY) and never read back to the browser.
import { createPrivateKey, randomBytes, X509Certificate } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type {
  MercadoPagoAccountInput,
  PixApiAccountInput,
  ReceivingAccount,
  ReceivingAccountInput,
  ReceivingStatus,
} from '../../domain/contracts/receiving-account.ts';
import type { FieldErrors } from '../../domain/errors.ts';
import type { OrganisationAccess } from '../access/organisation-access.ts';
import type { AppContext } from '../context.ts';
import { receivingAccounts } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import {
  gatewayOfAccount,
  mercadoPagoNotificationUrl,
  pixApiAccountWebhookUrl,
  secretsContext,
  webhookTokenHash,
} from '../payments/gateway-resolver.ts';
import { checkMercadoPagoAccessToken, GatewayError } from '../payments/mercadopago-gateway.ts';

/** What the screen names each secret; it shows only when it was set and its last 4 characters. */
const SECRET_LABELS: Record<string, string> = {
  accessToken: 'Access token',
  webhookSecret: 'Assinatura secreta dos webhooks',
  clientSecret: 'Client secret',
  certificate: 'Certificado',
  privateKey: 'Chave privada',
};
/** PEM blocks end in dashes: their last characters say nothing, so none are shown. */
const UNHINTED = new Set(['certificate', 'privateKey', 'webhookToken']);

const unreachable = (gateway: string) =>
  new AppError(
    'payment_error',
    `Não foi possível falar com ${gateway} agora para conferir as credenciais. Tente novamente em instantes.`,
  );

interface Prepared {
  publicSettings: Record<string, string>;
  secrets: Record<string, string>;
  webhookToken: string | null;
}

async function prepareMercadoPago(ctx: AppContext, input: MercadoPagoAccountInput): Promise<Prepared> {
  const check = await checkMercadoPagoAccessToken(ctx.config.MERCADOPAGO_API_BASE_URL, input.access_token);
  if (!check.ok) {
    ctx.log.warn({ detail: check.detail }, 'Mercado Pago credentials not accepted');
    if (!check.refused) throw unreachable('o Mercado Pago');
    throw AppError.validation({
      access_token: [
        'O Mercado Pago recusou este access token. Copie-o de novo em Suas integrações → Credenciais.',
      ],
    });
  }
  return {
    publicSettings: { publicKey: input.public_key },
    secrets: { accessToken: input.access_token, webhookSecret: input.webhook_secret },
    webhookToken: null,
  };
}

function pemErrors(input: PixApiAccountInput): FieldErrors {
  const errors: FieldErrors = {};
  try {
    new X509Certificate(input.certificado);
  } catch {
    errors.certificado = [
      'Não foi possível ler o certificado: envie o arquivo .pem (ou .crt) que o banco emitiu.',
    ];
  }
  try {
    createPrivateKey(input.chave_privada);
  } catch {
    errors.chave_privada = [
      'Não foi possível ler a chave privada: envie o arquivo .key (ou .pem) sem senha.',
    ];
  }
  return errors;
}

/** The PSP accepts the client credentials (OAuth) and registers our callback for the PIX key. */
async function preparePixApi(
  ctx: AppContext,
  input: PixApiAccountInput,
  publicId: string,
): Promise<Prepared> {
  const errors = pemErrors(input);
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  const webhookToken = randomBytes(24).toString('base64url');
  const prepared: Prepared = {
    publicSettings: { baseUrl: input.base_url, clientId: input.client_id, pixKey: input.chave_pix },
    secrets: {
      clientSecret: input.client_secret,
      certificate: input.certificado,
      privateKey: input.chave_privada,
      webhookToken,
    },
    webhookToken,
  };
  const gateway = gatewayOfAccount(
    ctx.config,
    { publicId, provider: 'pix-api', publicSettings: prepared.publicSettings },
    prepared.secrets,
  );
  try {
    await gateway.registerWebhook?.(pixApiAccountWebhookUrl(ctx.config, webhookToken));
  } catch (error) {
    ctx.log.warn({ err: error }, 'Pix API credentials not accepted');
    const status = error instanceof GatewayError ? error.status : null;
    if (status === 401 || status === 403 || status === 400) {
      throw AppError.validation({
        client_secret: [
          'A Pix API recusou estas credenciais. Confira o client id, o client secret e o certificado.',
        ],
      });
    }
    throw unreachable('a Pix API');
  }
  return prepared;
}

function toView(ctx: AppContext, row: typeof receivingAccounts.$inferSelect): ReceivingAccount {
  const settings = row.publicSettings;
  const dados: Record<string, string> =
    row.provider === 'mercadopago'
      ? { public_key: settings.publicKey ?? '' }
      : {
          base_url: settings.baseUrl ?? '',
          client_id: settings.clientId ?? '',
          chave_pix: settings.pixKey ?? '',
        };
  return {
    provedor: row.provider,
    documento_titular: row.holderDocument,
    configurado_em: row.updatedAt.toISOString(),
    dados,
    segredos: Object.entries(row.secretHints).map(([name, final]) => ({
      nome: SECRET_LABELS[name] ?? name,
      final,
    })),
    url_notificacao:
      row.provider === 'mercadopago' ? mercadoPagoNotificationUrl(ctx.config, row.publicId) : null,
  };
}

async function findRow(ctx: AppContext, organisationId: number) {
  const [row] = await ctx.db
    .select()
    .from(receivingAccounts)
    .where(eq(receivingAccounts.organisationId, organisationId))
    .limit(1);
  return row ?? null;
}

export async function getReceivingStatus(
  ctx: AppContext,
  access: OrganisationAccess,
): Promise<ReceivingStatus> {
  const row = await findRow(ctx, access.organisationId);
  return {
    conta: row ? toView(ctx, row) : null,
    recebe_pelo_ambiente: ctx.config.RECEIVING_ACCOUNTS === 'optional',
    // Pasted credentials are the organiser's own account: Mercado Pago takes an application fee
    // only for a marketplace's OAuth connection, which is not built, so the fee is owed (ADR 0304).
    taxa_plataforma: {
      percentual_basis_points: ctx.config.PLATFORM_FEE_PERCENT,
      fixa_cents: ctx.config.PLATFORM_FEE_FIXED_CENTS,
      cobranca: 'devida',
    },
  };
}

/** Connects or replaces the organisation's account once its gateway has accepted the credentials. */
export async function saveReceivingAccount(
  ctx: AppContext,
  access: OrganisationAccess,
  input: ReceivingAccountInput,
): Promise<ReceivingStatus> {
  const existing = await findRow(ctx, access.organisationId);
  const prepared =
    input.provedor === 'mercadopago'
      ? await prepareMercadoPago(ctx, input)
      : await preparePixApi(ctx, input, existing?.publicId ?? 'nova-conta');
  const hints = Object.fromEntries(
    Object.entries(prepared.secrets)
      .filter(([name]) => name !== 'webhookToken')
      .map(([name, value]) => [name, UNHINTED.has(name) ? '' : value.slice(-4)]),
  );
  const values = {
    provider: input.provedor,
    holderDocument: input.documento_titular,
    publicSettings: prepared.publicSettings,
    secretsCiphertext: ctx.secretBox.seal(prepared.secrets, secretsContext(access.organisationId)),
    secretHints: hints,
    webhookTokenHash: prepared.webhookToken ? webhookTokenHash(prepared.webhookToken) : null,
    updatedAt: new Date(),
  };
  await ctx.db
    .insert(receivingAccounts)
    .values({ organisationId: access.organisationId, ...values })
    .onConflictDoUpdate({ target: receivingAccounts.organisationId, set: values });
  return getReceivingStatus(ctx, access);
}

/**
 * Forgets the account and its secrets (nothing to forget is fine: the outcome is the same). Its
 * earlier payments keep their history; their refunds are then made at the gateway's own panel.
 */
export async function removeReceivingAccount(ctx: AppContext, access: OrganisationAccess): Promise<void> {
  await ctx.db.delete(receivingAccounts).where(eq(receivingAccounts.organisationId, access.organisationId));
}
