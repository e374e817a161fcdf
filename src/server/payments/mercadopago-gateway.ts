// Mercado Pago through its documented REST API (v1 payments), no SDK: card payments from a token
// made by Mercado Pago's JS in the buyer's browser, dynamic PIX charges, refunds and read-backs.
// Every create call carries an X-Idempotency-Key derived from our payment, so a retry after a
// timeout finds the first charge instead of making a second one (ADR 0300).
import { z } from 'zod';
import { mapMercadoPagoStatus, mercadoPagoDeclineMessage } from './mercadopago-status.ts';
import {
  type CardChargeRequest,
  type CardChargeResult,
  type GatewayPayment,
  isCardToken,
  type PaymentGateway,
  type PixCharge,
  type PixChargeRequest,
  type RefundRequest,
  type RefundResult,
  type VoidRequest,
  type VoidResult,
} from './payment-gateway.ts';

export interface MercadoPagoConfig {
  accessToken: string;
  publicKey: string;
  apiBaseUrl: string;
  sdkUrl: string;
  /** Where Mercado Pago sends notifications of the payments we create (our webhook route). */
  notificationUrl: string | null;
  timeoutMs?: number;
  /** Attempts of one call when the answer does not come (timeout, network, 5xx); same key each time. */
  attempts?: number;
}

const paymentSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  status_detail: z.string().nullable().optional(),
  transaction_amount: z.number(),
  transaction_amount_refunded: z.number().nullable().optional(),
  date_of_expiration: z.string().nullable().optional(),
  money_release_date: z.string().nullable().optional(),
  payment_method_id: z.string().nullable().optional(),
  fee_details: z
    .array(z.object({ type: z.string(), amount: z.number() }))
    .optional()
    .default([]),
  transaction_details: z
    .object({ net_received_amount: z.number().nullable().optional() })
    .partial()
    .nullable()
    .optional(),
  card: z.object({ last_four_digits: z.string().nullable().optional() }).partial().nullable().optional(),
  point_of_interaction: z
    .object({
      transaction_data: z
        .object({ qr_code: z.string().nullable().optional() })
        .partial()
        .nullable()
        .optional(),
    })
    .partial()
    .nullable()
    .optional(),
});
type MpPayment = z.infer<typeof paymentSchema>;

const refundSchema = z.object({ id: z.union([z.number(), z.string()]).transform(String) });

/** A gateway that did not answer, or answered what no caller can act on (logged, never shown). */
export class GatewayError extends Error {
  readonly status: number | null;
  readonly body: unknown;

  constructor(message: string, status: number | null, body: unknown = null) {
    super(message);
    this.name = 'GatewayError';
    this.status = status;
    this.body = body;
  }
}

const cents = (reais: number) => Math.round(reais * 100);
const reais = (centavos: number) => centavos / 100;

function toGatewayPayment(payment: MpPayment): GatewayPayment {
  const status = mapMercadoPagoStatus(payment.status, payment.status_detail ?? null);
  const grossCents = cents(payment.transaction_amount);
  const feeCents = payment.fee_details.reduce((sum, fee) => sum + cents(fee.amount), 0);
  const hasMoney = status === 'approved' || status === 'refunded';
  return {
    gatewayReference: payment.id,
    status,
    statusDetail: payment.status_detail ?? null,
    amountCents: grossCents,
    refundedCents: cents(payment.transaction_amount_refunded ?? 0),
    money: hasMoney
      ? {
          grossCents,
          feeCents,
          netCents: grossCents - feeCents,
          releaseAt: payment.money_release_date ? new Date(payment.money_release_date) : null,
        }
      : null,
  };
}

export type CredentialCheck = { ok: true } | { ok: false; refused: boolean; detail: string };

/**
 * Whether Mercado Pago accepts an access token: GET /users/me answers the account it belongs to
 * (the Recebimentos screen checks before saving). `refused`: the gateway said no (401/403), as
 * opposed to not answering.
 */
export async function checkMercadoPagoAccessToken(
  apiBaseUrl: string,
  accessToken: string,
  timeoutMs = 10_000,
): Promise<CredentialCheck> {
  try {
    const response = await fetch(`${apiBaseUrl.replace(/\/$/, '')}/users/me`, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (response.status === 200) return { ok: true };
    const refused = response.status === 401 || response.status === 403 || response.status === 400;
    return { ok: false, refused, detail: `GET /users/me: ${response.status}` };
  } catch (error) {
    return { ok: false, refused: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

export function createMercadoPagoGateway(config: MercadoPagoConfig): PaymentGateway {
  const base = config.apiBaseUrl.replace(/\/$/, '');
  const timeoutMs = config.timeoutMs ?? 15_000;
  const attempts = config.attempts ?? 2;

  async function call(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<{ status: number; body: unknown }> {
    let lastError: unknown = null;
    // Only what is safe to repeat is repeated: reads, and writes carrying an idempotency key.
    const tries = method === 'GET' || idempotencyKey ? attempts : 1;
    for (let attempt = 0; attempt < tries; attempt++) {
      try {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${config.accessToken}`,
            'content-type': 'application/json',
            ...(idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await response.text();
        const parsed = text === '' ? null : (JSON.parse(text) as unknown);
        if (response.status >= 500) {
          lastError = new GatewayError(
            `Mercado Pago ${method} ${path}: ${response.status}`,
            response.status,
            parsed,
          );
          continue;
        }
        return { status: response.status, body: parsed };
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError instanceof GatewayError
      ? lastError
      : new GatewayError(
          `Mercado Pago ${method} ${path} did not answer: ${lastError instanceof Error ? lastError.message : String(lastError)}`,
          null,
        );
  }

  async function readPayment(id: string): Promise<MpPayment | null> {
    const answer = await call('GET', `/v1/payments/${encodeURIComponent(id)}`);
    if (answer.status === 404) return null;
    if (answer.status !== 200)
      throw new GatewayError(`Mercado Pago payment ${id}: ${answer.status}`, answer.status, answer.body);
    return paymentSchema.parse(answer.body);
  }

  const payerOf = (payer: PixChargeRequest['payer']) =>
    payer
      ? {
          email: payer.email,
          first_name: payer.name.split(' ')[0],
          ...(payer.document
            ? {
                identification: {
                  type: payer.document.length === 14 ? 'CNPJ' : 'CPF',
                  number: payer.document,
                },
              }
            : {}),
        }
      : undefined;

  return {
    name: 'mercadopago',
    isSandbox: false,
    acceptsCards: true,
    cardTokenization: { provider: 'mercadopago', publicKey: config.publicKey, sdkUrl: config.sdkUrl },

    async getPayment(gatewayReference) {
      if (!/^\d{1,20}$/.test(gatewayReference)) return null;
      const payment = await readPayment(gatewayReference);
      return payment ? toGatewayPayment(payment) : null;
    },

    async createPixCharge(request: PixChargeRequest): Promise<PixCharge> {
      if (!request.payer?.email) throw new GatewayError('Mercado Pago PIX needs the payer e-mail', null);
      const answer = await call(
        'POST',
        '/v1/payments',
        {
          transaction_amount: reais(request.amountCents),
          payment_method_id: 'pix',
          description: request.description.slice(0, 250),
          external_reference: request.txid,
          date_of_expiration: request.expiresAt.toISOString(),
          payer: payerOf(request.payer),
          ...(config.notificationUrl ? { notification_url: config.notificationUrl } : {}),
        },
        `pix-${request.txid}`,
      );
      if (answer.status !== 201 && answer.status !== 200) {
        throw new GatewayError(
          `Mercado Pago refused the PIX charge: ${answer.status}`,
          answer.status,
          answer.body,
        );
      }
      const payment = paymentSchema.parse(answer.body);
      const code = payment.point_of_interaction?.transaction_data?.qr_code;
      if (!code)
        throw new GatewayError('Mercado Pago PIX charge without a QR code', answer.status, answer.body);
      return {
        code,
        txid: request.txid,
        expiresAt: payment.date_of_expiration ? new Date(payment.date_of_expiration) : request.expiresAt,
        gatewayReference: payment.id,
      };
    },

    async chargeCard(request: CardChargeRequest): Promise<CardChargeResult> {
      // The number and CVV never reach this server with Mercado Pago (the routes refuse card_data).
      if (!isCardToken(request.card)) return { approved: false, reason: mercadoPagoDeclineMessage(null) };
      const answer = await call(
        'POST',
        '/v1/payments',
        {
          transaction_amount: reais(request.amountCents),
          token: request.card.token,
          installments: request.installments,
          payment_method_id: request.card.paymentMethodId,
          ...(request.card.issuerId ? { issuer_id: request.card.issuerId } : {}),
          // Approved or rejected at once, never "in process": the places are held only for this call.
          binary_mode: true,
          description: (request.description ?? 'Inscrição').slice(0, 250),
          external_reference: request.reference,
          ...(request.payer ? { payer: payerOf(request.payer) } : {}),
          ...(config.notificationUrl ? { notification_url: config.notificationUrl } : {}),
        },
        `card-${request.reference}`,
      );
      if (answer.status === 400 || answer.status === 402 || answer.status === 422) {
        return {
          approved: false,
          reason: 'Não foi possível usar este cartão. Confira os dados e tente novamente.',
        };
      }
      if (answer.status !== 201 && answer.status !== 200) {
        throw new GatewayError(`Mercado Pago card payment: ${answer.status}`, answer.status, answer.body);
      }
      const payment = paymentSchema.parse(answer.body);
      const mapped = toGatewayPayment(payment);
      if (mapped.status === 'approved') {
        return {
          approved: true,
          gatewayReference: payment.id,
          cardBrand: payment.payment_method_id ?? undefined,
          cardLast4: payment.card?.last_four_digits ?? undefined,
          money: mapped.money ?? undefined,
        };
      }
      // binary_mode answers approved or rejected; anything else is cancelled so it cannot
      // be approved later for an order that was not written.
      if (mapped.status === 'pending') {
        await call('PUT', `/v1/payments/${payment.id}`, { status: 'cancelled' }).catch(() => null);
      }
      return { approved: false, reason: mercadoPagoDeclineMessage(payment.status_detail) };
    },

    // A charge approved for an order that was not written: cancelled if still pending, refunded if
    // approved (Mercado Pago has no void of a captured payment; a same-day refund is its void).
    async voidCardCharge(request: VoidRequest): Promise<VoidResult> {
      const payment = await readPayment(request.gatewayReference);
      if (!payment) return { voided: false, reason: 'Pagamento não encontrado no Mercado Pago.' };
      if (cents(payment.transaction_amount) !== request.amountCents) {
        return { voided: false, reason: 'O valor não confere com o pagamento no Mercado Pago.' };
      }
      const status = mapMercadoPagoStatus(payment.status, payment.status_detail ?? null);
      if (status === 'cancelled' || status === 'refunded') return { voided: true };
      if (status === 'pending') {
        const answer = await call('PUT', `/v1/payments/${payment.id}`, { status: 'cancelled' });
        return answer.status === 200
          ? { voided: true }
          : { voided: false, reason: `cancel: ${answer.status}` };
      }
      const answer = await call('POST', `/v1/payments/${payment.id}/refunds`, {}, `void-${payment.id}`);
      return answer.status === 201 || answer.status === 200
        ? { voided: true }
        : { voided: false, reason: `refund: ${answer.status}` };
    },

    async refundPayment(request: RefundRequest): Promise<RefundResult> {
      if (!/^\d{1,20}$/.test(request.gatewayReference)) {
        return { refunded: false, reason: 'Pagamento não encontrado no Mercado Pago.' };
      }
      const key = request.idempotencyKey ?? `refund-${request.gatewayReference}-${request.amountCents}`;
      const answer = await call(
        'POST',
        `/v1/payments/${request.gatewayReference}/refunds`,
        { amount: reais(request.amountCents) },
        key,
      );
      if (answer.status === 201 || answer.status === 200) {
        return { refunded: true, refundReference: refundSchema.parse(answer.body).id };
      }
      if (answer.status === 404)
        return { refunded: false, reason: 'Pagamento não encontrado no Mercado Pago.' };
      const message = (answer.body as { message?: unknown } | null)?.message;
      return { refunded: false, reason: refundRefusalReason(typeof message === 'string' ? message : null) };
    },
  };
}

/**
 * What the organiser reads when Mercado Pago refuses a refund: in Portuguese, with what to do; its
 * own message (in English) kept after it for support. A balance that cannot cover the refund is the
 * refusal sellers meet (the amount leaves their Mercado Pago balance).
 */
export function refundRefusalReason(message: string | null): string {
  const detail = message ? ` (Mercado Pago: "${message.slice(0, 200)}")` : '';
  if (message && /insufficient|balance|saldo/i.test(message)) {
    return `O Mercado Pago recusou o estorno: o saldo da conta não cobre o valor. Adicione saldo e use Tentar novamente${detail}.`;
  }
  return `O Mercado Pago recusou o estorno${detail}.`;
}
