// The gateways' notifications. Public, rate-limited, and trusted for nothing but "look at this
// payment": Mercado Pago's x-signature is verified before anything else, the Pix API's callback URL
// carries a secret token, and the payment's state is always read back from the gateway's API.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { parseInput } from '../http/validate.ts';
import { MERCADOPAGO_WEBHOOK_PATH } from '../payments/create-gateway.ts';
import { verifyMercadoPagoSignature } from '../payments/mercadopago-signature.ts';
import { settlePayment } from './settle-payment.ts';

// A gateway retries and batches: generous per address, still a ceiling for a flood.
const WEBHOOK_LIMIT = { max: 600, timeWindow: '1 minute' };

const mercadoPagoQuery = z.object({
  'data.id': z.string().max(64).optional(),
  id: z.string().max(64).optional(),
  type: z.string().max(64).optional(),
  topic: z.string().max(64).optional(),
  /** The organisation's receiving account whose payment this is (ADR 0304); absent: the environment's. */
  conta: z.string().max(64).optional(),
});

const pixCallbackBody = z.object({
  pix: z
    .array(
      z.object({ txid: z.string().max(35).optional(), endToEndId: z.string().max(40).optional() }).loose(),
    )
    .max(1000),
});

// What a notification body may be: its shape only (nothing in it is trusted or used but the topic).
const mercadoPagoBody = z
  .object({ type: z.string().max(64).optional(), action: z.string().max(64).optional() })
  .loose()
  .nullable()
  .optional();

const unauthorised = () => new AppError('unauthorized', 'Assinatura da notificação inválida.');

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whose notification it is, and the secret that must have signed it: the account's, or the environment's. */
async function mercadoPagoReceiver(ctx: AppContext, conta: string | undefined) {
  if (conta !== undefined) {
    const account = await ctx.gateways.accountByPublicId(conta);
    const secret = account?.provider === 'mercadopago' ? account.webhookSecret : null;
    if (!account || !secret) throw AppError.notFound();
    return { accountId: account.id, secret };
  }
  const secret = ctx.config.MERCADOPAGO_WEBHOOK_SECRET;
  if (ctx.payments.name !== 'mercadopago' || !secret) throw AppError.notFound();
  return { accountId: null, secret };
}

/** The callback token names the environment's PIX key or an organisation's account; anything else is refused. */
async function pixApiReceiver(ctx: AppContext, token: string): Promise<number | null> {
  const expected = ctx.config.PIX_API_WEBHOOK_TOKEN;
  const isEnvironment = ctx.payments.name === 'pix-api' && !!expected;
  if (isEnvironment && sameSecret(token, expected)) return null;
  const account = /^[A-Za-z0-9_-]{24,128}$/.test(token)
    ? await ctx.gateways.accountByWebhookToken(token)
    : null;
  if (account?.provider === 'pix-api') return account.id;
  throw isEnvironment ? unauthorised() : AppError.notFound();
}

export function registerWebhookRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(MERCADOPAGO_WEBHOOK_PATH, { config: { rateLimit: WEBHOOK_LIMIT } }, async (request, reply) => {
    const body = parseInput(mercadoPagoBody, request.body) ?? {};
    const query = parseInput(mercadoPagoQuery, request.query);
    const { accountId, secret } = await mercadoPagoReceiver(ctx, query.conta);
    const dataId = query['data.id'] ?? query.id ?? null;
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const check = verifyMercadoPagoSignature({
      secret,
      signature: header('x-signature'),
      requestId: header('x-request-id'),
      dataId,
      now: new Date(),
    });
    if (!check.ok) {
      request.log.warn({ reason: check.reason }, 'Mercado Pago notification refused');
      throw unauthorised();
    }
    const topic = query.type ?? query.topic ?? (typeof body.type === 'string' ? body.type : null);
    // Signed but about something else (merchant orders, chargebacks): acknowledged, nothing to do.
    if (topic !== 'payment' || !dataId || !/^\d{1,20}$/.test(dataId))
      return reply.status(200).send({ received: true });
    const outcome = await settlePayment(ctx, dataId, { accountId });
    request.log.info({ gatewayReference: dataId, accountId, outcome }, 'Mercado Pago notification settled');
    // Only a correctly signed sender ever reads this; the tests count confirmations by it.
    return reply.status(200).send({ received: true, outcome });
  });

  // The PSP calls {registered url}/pix; the registered url ends in our secret token.
  app.post(
    '/api/webhooks/pix-api/:token/pix',
    { config: { public: true, rateLimit: WEBHOOK_LIMIT } },
    async (request, reply) => {
      const { pix } = parseInput(pixCallbackBody, request.body);
      const { token } = request.params as { token: string };
      const accountId = await pixApiReceiver(ctx, String(token));
      const txids = [...new Set(pix.map((p) => p.txid).filter((t): t is string => !!t))];
      for (const txid of txids) {
        const outcome = await settlePayment(ctx, txid, { accountId });
        request.log.info({ gatewayReference: txid, outcome }, 'Pix API callback settled');
      }
      return reply.status(200).send({ received: true });
    },
  );
}
