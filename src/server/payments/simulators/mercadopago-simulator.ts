// A Mercado Pago simulator written from the public API documentation (v1 payments, card tokens,
// refunds, webhooks): a real HTTP server that keeps state, answers the documented shapes and
// errors, signs its webhooks with x-signature, and can be told to delay, fail, time out, repeat
// or reorder. The adapter talks to it only through MERCADOPAGO_API_BASE_URL, as to the real API.
// It also serves a stand-in for the browser SDK (GET /js/v2) whose createCardToken posts the card
// to this server, never to Catraca.
import { createHmac, randomUUID } from 'node:crypto';
import { createDynamicPix, hasError } from 'pix-utils';
import { MERCADOPAGO_SDK_SOURCE } from './mercadopago-sdk-source.ts';
import {
  bearerToken,
  centsFromReais,
  type OutgoingWebhook,
  type SimReply,
  type SimRequest,
  type SimServer,
  startSimServer,
  WebhookSender,
} from './sim-http.ts';

export interface MercadoPagoSimulatorOptions {
  accessToken: string;
  publicKey: string;
  webhookSecret: string;
  /** Where notifications go when a payment names no notification_url. */
  webhookUrl?: string;
  port?: number;
  host?: string;
  now?: () => Date;
  /** The seller's fee per method, in basis points (card 4.99 %, PIX 0.99 % by default). */
  feeBasisPoints?: { card: number; pix: number };
  /** Days until a card payment's money is released (PIX: at once). */
  cardReleaseDays?: number;
  /** More sellers' accounts (organisers who connected their own, ADR 0304); each sees only its payments. */
  accounts?: SimAccount[];
}

/** A seller's credentials at the simulator: its token, public key and webhook secret. */
export interface SimAccount {
  accessToken: string;
  publicKey: string;
  webhookSecret: string;
}

type Status = 'pending' | 'approved' | 'authorized' | 'in_process' | 'rejected' | 'cancelled' | 'refunded';

export interface SimPayment {
  id: number;
  status: Status;
  status_detail: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
  installments: number;
  payment_method_id: string;
  payment_type_id: 'credit_card' | 'bank_transfer';
  external_reference: string | null;
  notification_url: string | null;
  description: string | null;
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
  date_of_expiration: string | null;
  money_release_date: string | null;
  application_fee: number | null;
  payer: { email: string | null; identification: { type: string; number: string } | null };
  card: { first_six_digits: string; last_four_digits: string; cardholder: { name: string } } | null;
  qr_code: string | null;
  refunds: SimRefund[];
  /** The access token that created it: the seller whose payment it is (never in the API's view). */
  seller_access_token: string;
}

interface SimRefund {
  id: number;
  payment_id: number;
  amount: number;
  status: 'approved';
  date_created: string;
  source: { id: string; name: string; type: 'collector' };
}

interface SimCardToken {
  id: string;
  card_number: string;
  cardholder_name: string;
  expiration_month: number;
  expiration_year: number;
  used: boolean;
}

/**
 * Documented test outcomes: the cardholder name picks the result (APRO approves, OTHE declines…).
 * Any other name is approved, so a person testing by hand can type their own.
 */
export const MP_TEST_CARDHOLDERS: Record<string, { status: Status; detail: string }> = {
  APRO: { status: 'approved', detail: 'accredited' },
  OTHE: { status: 'rejected', detail: 'cc_rejected_other_reason' },
  CONT: { status: 'in_process', detail: 'pending_contingency' },
  CALL: { status: 'rejected', detail: 'cc_rejected_call_for_authorize' },
  FUND: { status: 'rejected', detail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', detail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: 'rejected', detail: 'cc_rejected_bad_filled_date' },
  FORM: { status: 'rejected', detail: 'cc_rejected_bad_filled_other' },
};

/** Mercado Pago's documented test cards (any CVV, a future expiry). */
export const MP_TEST_CARDS = {
  master: '5031433215406351',
  visa: '4235647728025682',
  amex: '375365153556885',
} as const;

export function paymentMethodOfBin(bin: string): { id: string; issuer: { id: number; name: string } } {
  if (/^3[47]/.test(bin)) return { id: 'amex', issuer: { id: 310, name: 'American Express' } };
  if (/^4/.test(bin)) return { id: 'visa', issuer: { id: 25, name: 'Visa' } };
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|636[23]|650|6516|6550)/.test(bin)) {
    return { id: 'elo', issuer: { id: 687, name: 'Elo' } };
  }
  return { id: 'master', issuer: { id: 24, name: 'Mastercard' } };
}

function mpError(status: number, message: string, cause?: { code: number; description: string }) {
  const error = status === 404 ? 'not_found' : status === 401 ? 'unauthorized' : 'bad_request';
  return { status, body: { message, error, status, cause: cause ? [cause] : [] } };
}

/** The x-signature of a notification: HMAC-SHA256 over "id:{data.id};request-id:{x-request-id};ts:{ts};". */
export function signMercadoPagoNotification(secret: string, dataId: string, requestId: string, ts: string) {
  const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
  return `ts=${ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
}

export interface MercadoPagoSimulator {
  url: string;
  payments: Map<number, SimPayment>;
  webhooks: WebhookSender;
  sim: SimServer;
  /** How many POST /v1/payments created a payment (an idempotent replay creates none). */
  created(): number;
  /** The payer paid the PIX (or the analysis of a card ended): approves and notifies. */
  approve(id: number): void;
  /** The PIX passed its date_of_expiration: cancelled/expired, and notified. */
  expire(id: number): void;
  /** Another seller's account from now on (an organiser's own Mercado Pago account). */
  addAccount(account: SimAccount): void;
  /**
   * Fault injection: the next `count` refund requests are refused with a 400 (as when the seller's
   * balance cannot cover them), none of them kept for an idempotent replay; 0 clears it.
   */
  refuseRefunds(count?: number): void;
  close(): Promise<void>;
}

/** The message of an injected refund refusal (refuseRefunds). */
export const SIM_REFUND_REFUSAL = 'Insufficient balance to make the refund';

export async function startMercadoPagoSimulator(
  options: MercadoPagoSimulatorOptions,
): Promise<MercadoPagoSimulator> {
  const now = options.now ?? (() => new Date());
  const fees = options.feeBasisPoints ?? { card: 499, pix: 99 };
  const payments = new Map<number, SimPayment>();
  const tokens = new Map<string, SimCardToken>();
  const idempotent = new Map<string, SimReply>();
  let nextPaymentId = 1_300_000_001;
  let nextRefundId = 2_100_000_001;
  let nextNotificationId = 9_000_000_001;
  let createdCount = 0;
  let refundRefusals = 0;
  const accounts: SimAccount[] = [
    { accessToken: options.accessToken, publicKey: options.publicKey, webhookSecret: options.webhookSecret },
    ...(options.accounts ?? []),
  ];
  const accountOfToken = (token: string | null) => accounts.find((a) => a.accessToken === token) ?? null;
  const userIdOf = (account: SimAccount) => 100_000_000 + accounts.indexOf(account);
  const sellerOfToken = new Map<string, SimAccount>();

  const webhooks = new WebhookSender((webhook) => {
    const requestId = randomUUID();
    const dataId = String((webhook.body as { data: { id: string } }).data.id);
    const ts = String(Math.floor(now().getTime() / 1000));
    return {
      ...webhook,
      headers: {
        'x-request-id': requestId,
        // Each seller's notifications are signed with its own application's secret.
        'x-signature': signMercadoPagoNotification(
          accountOfToken(payments.get(Number(dataId))?.seller_access_token ?? null)?.webhookSecret ??
            options.webhookSecret,
          dataId,
          requestId,
          ts,
        ),
      },
    };
  });

  const notify = (payment: SimPayment, action: 'payment.created' | 'payment.updated') => {
    const target = payment.notification_url ?? options.webhookUrl;
    if (!target) return;
    const url = new URL(target);
    url.searchParams.set('data.id', String(payment.id));
    url.searchParams.set('type', 'payment');
    const webhook: OutgoingWebhook = {
      url: url.toString(),
      headers: {},
      body: {
        id: nextNotificationId++,
        live_mode: false,
        type: 'payment',
        date_created: now().toISOString(),
        user_id: 123456789,
        api_version: 'v1',
        action,
        data: { id: String(payment.id) },
      },
    };
    webhooks.notify(webhook);
  };

  const setStatus = (payment: SimPayment, status: Status, detail: string) => {
    payment.status = status;
    payment.status_detail = detail;
    payment.date_last_updated = now().toISOString();
    if (status === 'approved' && !payment.date_approved) {
      payment.date_approved = now().toISOString();
      const releaseDays = payment.payment_type_id === 'credit_card' ? (options.cardReleaseDays ?? 30) : 0;
      payment.money_release_date = new Date(now().getTime() + releaseDays * 86_400_000).toISOString();
    }
    notify(payment, 'payment.updated');
  };

  // A PIX past its expiry is cancelled the next time anyone looks, as the real one is by its sweep.
  const refreshExpiry = (payment: SimPayment) => {
    if (
      payment.status === 'pending' &&
      payment.date_of_expiration &&
      new Date(payment.date_of_expiration) <= now()
    ) {
      setStatus(payment, 'cancelled', 'expired');
    }
  };

  const view = (payment: SimPayment) => {
    refreshExpiry(payment);
    const amount = payment.transaction_amount;
    const isCard = payment.payment_type_id === 'credit_card';
    const mpFee = Math.round(amount * (isCard ? fees.card : fees.pix)) / 10_000;
    const feeDetails =
      payment.status === 'approved' || payment.status === 'refunded'
        ? [
            { type: 'mercadopago_fee', amount: mpFee, fee_payer: 'collector' },
            ...(payment.application_fee
              ? [{ type: 'application_fee', amount: payment.application_fee, fee_payer: 'collector' }]
              : []),
          ]
        : [];
    const totalFee = feeDetails.reduce((sum, f) => sum + f.amount, 0);
    return {
      id: payment.id,
      date_created: payment.date_created,
      date_approved: payment.date_approved,
      date_last_updated: payment.date_last_updated,
      date_of_expiration: payment.date_of_expiration,
      money_release_date: payment.money_release_date,
      operation_type: 'regular_payment',
      issuer_id: payment.card ? String(paymentMethodOfBin(payment.card.first_six_digits).issuer.id) : null,
      payment_method_id: payment.payment_method_id,
      payment_type_id: payment.payment_type_id,
      status: payment.status,
      status_detail: payment.status_detail,
      currency_id: 'BRL',
      description: payment.description,
      live_mode: false,
      collector_id: 123456789,
      payer: { id: '987654321', type: null, ...payment.payer },
      metadata: {},
      external_reference: payment.external_reference,
      transaction_amount: amount,
      transaction_amount_refunded: payment.transaction_amount_refunded,
      installments: payment.installments,
      transaction_details: {
        net_received_amount: feeDetails.length ? Math.round((amount - totalFee) * 100) / 100 : 0,
        total_paid_amount: amount,
        installment_amount: Math.round((amount / payment.installments) * 100) / 100,
        overpaid_amount: 0,
      },
      fee_details: feeDetails,
      captured: true,
      notification_url: payment.notification_url,
      card: payment.card
        ? {
            ...payment.card,
            expiration_month: 11,
            expiration_year: 2030,
          }
        : {},
      point_of_interaction:
        payment.payment_type_id === 'bank_transfer'
          ? {
              type: 'PIX',
              transaction_data: {
                qr_code: payment.qr_code,
                qr_code_base64: Buffer.from(payment.qr_code ?? '').toString('base64'),
                ticket_url: `${sim.url}/checkout/pix/${payment.id}`,
              },
            }
          : { type: 'UNSPECIFIED' },
      refunds: payment.refunds,
    };
  };

  const createToken = (request: SimRequest): SimReply => {
    const seller = accounts.find((a) => a.publicKey === request.query.get('public_key'));
    if (!seller) return mpError(401, 'invalid public_key');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const number = String(body.card_number ?? '').replace(/\D/g, '');
    const cardholder = (body.cardholder ?? {}) as { name?: string };
    const month = Number(body.expiration_month);
    const year = Number(body.expiration_year);
    if (number.length < 13 || number.length > 19) {
      return mpError(400, 'invalid parameters', {
        code: 205,
        description: 'parameter cardNumber can not be null/empty',
      });
    }
    if (!/^\d{3,4}$/.test(String(body.security_code ?? ''))) {
      return mpError(400, 'invalid parameters', {
        code: 224,
        description: 'parameter securityCode can not be null/empty',
      });
    }
    if (!(month >= 1 && month <= 12) || !(year >= 2000)) {
      return mpError(400, 'invalid parameters', {
        code: 208,
        description: 'invalid parameter cardExpirationMonth',
      });
    }
    const id = randomUUID().replaceAll('-', '');
    sellerOfToken.set(id, seller);
    tokens.set(id, {
      id,
      card_number: number,
      cardholder_name: String(cardholder.name ?? ''),
      expiration_month: month,
      expiration_year: year,
      used: false,
    });
    return {
      status: 201,
      body: {
        id,
        public_key: seller.publicKey,
        first_six_digits: number.slice(0, 6),
        last_four_digits: number.slice(-4),
        expiration_month: month,
        expiration_year: year,
        cardholder,
        status: 'active',
        luhn_validation: true,
        live_mode: false,
        date_created: now().toISOString(),
        date_due: new Date(now().getTime() + 7 * 86_400_000).toISOString(),
      },
    };
  };

  const createPayment = (request: SimRequest, seller: SimAccount): SimReply => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const amountCents = centsFromReais(body.transaction_amount);
    if (amountCents === null) {
      return mpError(400, 'Invalid transaction_amount', {
        code: 4037,
        description: 'Invalid transaction_amount',
      });
    }
    const payer = (body.payer ?? {}) as { email?: string; identification?: { type: string; number: string } };
    const methodId = String(body.payment_method_id ?? '');
    const base = {
      id: nextPaymentId++,
      transaction_amount: amountCents / 100,
      transaction_amount_refunded: 0,
      external_reference: typeof body.external_reference === 'string' ? body.external_reference : null,
      notification_url: typeof body.notification_url === 'string' ? body.notification_url : null,
      description: typeof body.description === 'string' ? body.description : null,
      date_created: now().toISOString(),
      date_approved: null,
      date_last_updated: now().toISOString(),
      money_release_date: null,
      application_fee: typeof body.application_fee === 'number' ? body.application_fee : null,
      seller_access_token: seller.accessToken,
      payer: { email: payer.email ?? null, identification: payer.identification ?? null },
      refunds: [],
    };
    let payment: SimPayment;
    if (methodId === 'pix') {
      if (!payer.email)
        return mpError(400, 'payer.email must be present', {
          code: 4050,
          description: 'payer.email must be a valid email',
        });
      const pix = createDynamicPix({
        merchantName: 'CATRACA SIMULADOR',
        merchantCity: 'SAO PAULO',
        url: `${new URL(sim.url).host}/qr/v2/${base.id}`,
      });
      if (hasError(pix)) return mpError(500, 'pix code');
      const expiration =
        typeof body.date_of_expiration === 'string'
          ? body.date_of_expiration
          : new Date(now().getTime() + 86_400_000).toISOString();
      payment = {
        ...base,
        status: 'pending',
        status_detail: 'pending_waiting_transfer',
        installments: 1,
        payment_method_id: 'pix',
        payment_type_id: 'bank_transfer',
        date_of_expiration: expiration,
        card: null,
        qr_code: pix.toBRCode(),
      };
    } else {
      const token = tokens.get(String(body.token ?? ''));
      // A token made with another seller's public key is unknown to this one.
      if (!token || token.used || sellerOfToken.get(token.id) !== seller) {
        return mpError(400, 'Card Token not found', { code: 2006, description: 'Card Token not found' });
      }
      token.used = true;
      const installments = Number(body.installments ?? 1);
      if (!Number.isInteger(installments) || installments < 1 || installments > 12) {
        return mpError(400, 'Invalid installments', { code: 3011, description: 'Not found payment_method' });
      }
      const tested = MP_TEST_CARDHOLDERS[token.cardholder_name.trim().toUpperCase()] ?? {
        status: 'approved' as const,
        detail: 'accredited',
      };
      // binary_mode: approved or rejected at once, never left in process.
      const outcome =
        body.binary_mode === true && tested.status === 'in_process'
          ? { status: 'rejected' as const, detail: 'cc_rejected_other_reason' }
          : tested;
      payment = {
        ...base,
        status: 'pending',
        status_detail: 'pending',
        installments,
        payment_method_id: methodId || paymentMethodOfBin(token.card_number).id,
        payment_type_id: 'credit_card',
        date_of_expiration: null,
        card: {
          first_six_digits: token.card_number.slice(0, 6),
          last_four_digits: token.card_number.slice(-4),
          cardholder: { name: token.cardholder_name },
        },
        qr_code: null,
      };
      payments.set(payment.id, payment);
      createdCount += 1;
      setStatus(payment, outcome.status, outcome.detail);
      return { status: 201, body: view(payment) };
    }
    payments.set(payment.id, payment);
    createdCount += 1;
    notify(payment, 'payment.created');
    return { status: 201, body: view(payment) };
  };

  const updatePayment = (payment: SimPayment, request: SimRequest): SimReply => {
    const body = (request.body ?? {}) as { status?: string };
    refreshExpiry(payment);
    if (body.status === 'cancelled') {
      if (!['pending', 'in_process', 'authorized'].includes(payment.status)) {
        return mpError(400, 'Invalid status for cancel', {
          code: 4004,
          description: 'Invalid payment status',
        });
      }
      setStatus(payment, 'cancelled', 'by_collector');
    }
    return { status: 200, body: view(payment) };
  };

  const refund = (payment: SimPayment, request: SimRequest): SimReply => {
    refreshExpiry(payment);
    if (payment.status !== 'approved') {
      return mpError(400, 'Payment not in a refundable status', {
        code: 4040,
        description: 'invalid status',
      });
    }
    const body = (request.body ?? {}) as { amount?: unknown };
    const remainingCents = Math.round(
      (payment.transaction_amount - payment.transaction_amount_refunded) * 100,
    );
    const amountCents =
      body.amount === undefined || body.amount === null ? remainingCents : centsFromReais(body.amount);
    if (amountCents === null || amountCents > remainingCents) {
      return mpError(400, 'Invalid refund amount', {
        code: 4042,
        description: 'amount exceeds the available balance',
      });
    }
    const created: SimRefund = {
      id: nextRefundId++,
      payment_id: payment.id,
      amount: amountCents / 100,
      status: 'approved',
      date_created: now().toISOString(),
      source: { id: '123456789', name: 'Catraca', type: 'collector' },
    };
    payment.refunds.push(created);
    payment.transaction_amount_refunded =
      (remainingCents === amountCents
        ? payment.transaction_amount * 100
        : Math.round(payment.transaction_amount_refunded * 100) + amountCents) / 100;
    if (remainingCents === amountCents) setStatus(payment, 'refunded', 'refunded');
    else setStatus(payment, 'approved', 'partially_refunded');
    return { status: 201, body: created };
  };

  const routes = (request: SimRequest): SimReply | Promise<SimReply> => {
    const { method, path } = request;
    if (method === 'GET' && path === '/js/v2') return { status: 200, text: MERCADOPAGO_SDK_SOURCE };
    if (method === 'POST' && path === '/v1/card_tokens') return createToken(request);
    if (method === 'GET' && path === '/v1/payment_methods/search') {
      const bin = request.query.get('bins') ?? '';
      const found = paymentMethodOfBin(bin);
      return {
        status: 200,
        body: { results: [{ id: found.id, payment_type_id: 'credit_card', issuer: found.issuer }] },
      };
    }
    if (path.startsWith('/__simulator/')) return control(request);
    const seller = accountOfToken(bearerToken(request.headers));
    if (!seller) return mpError(401, 'invalid access token');
    if (method === 'GET' && path === '/users/me') {
      return {
        status: 200,
        body: {
          id: userIdOf(seller),
          nickname: `TESTUSER${userIdOf(seller)}`,
          site_id: 'MLB',
          country_id: 'BR',
        },
      };
    }
    if (method === 'POST' && path === '/v1/payments') {
      const key = request.headers['x-idempotency-key'];
      if (typeof key !== 'string' || key === '') {
        return mpError(400, 'X-Idempotency-Key header is required', {
          code: 4292,
          description: 'Header X-Idempotency-Key can not be null',
        });
      }
      const scoped = `payments:${seller.accessToken}:${key}`;
      const known = idempotent.get(scoped);
      if (known) return known;
      const reply = createPayment(request, seller);
      if (reply.status < 500) idempotent.set(scoped, reply);
      return reply;
    }
    const match = /^\/v1\/payments\/(\d+)(\/refunds)?$/.exec(path);
    const found = match ? payments.get(Number(match[1])) : undefined;
    // Another seller's payment does not exist for this token.
    const payment = found?.seller_access_token === seller.accessToken ? found : undefined;
    if (match && !payment) return mpError(404, 'Payment not found');
    if (payment && !match?.[2]) {
      if (method === 'GET') return { status: 200, body: view(payment) };
      if (method === 'PUT') return updatePayment(payment, request);
    }
    if (payment && match?.[2]) {
      if (method === 'GET') return { status: 200, body: payment.refunds };
      if (method === 'POST') {
        if (refundRefusals > 0) {
          refundRefusals -= 1;
          return mpError(400, SIM_REFUND_REFUSAL, { code: 2084, description: 'insufficient balance' });
        }
        const key = request.headers['x-idempotency-key'];
        const scoped = typeof key === 'string' && key !== '' ? `refunds:${payment.id}:${key}` : null;
        const known = scoped ? idempotent.get(scoped) : undefined;
        if (known) return known;
        const reply = refund(payment, request);
        if (scoped && reply.status < 500) idempotent.set(scoped, reply);
        return reply;
      }
    }
    return mpError(404, 'resource not found');
  };

  // Control routes for manual testing (npm run dev:gateway): pay a PIX, expire it, flush webhooks.
  const control = async (request: SimRequest): Promise<SimReply> => {
    const match = /^\/__simulator\/payments\/(\d+)\/(approve|expire)$/.exec(request.path);
    if (request.method === 'POST' && match) {
      const payment = payments.get(Number(match[1]));
      if (!payment) return mpError(404, 'Payment not found');
      if (match[2] === 'approve') simulator.approve(payment.id);
      else simulator.expire(payment.id);
      return { status: 200, body: view(payment) };
    }
    if (request.method === 'GET' && request.path === '/__simulator/payments') {
      return { status: 200, body: [...payments.values()].map(view) };
    }
    if (request.method === 'POST' && request.path === '/__simulator/webhooks/flush') {
      const order = request.query.get('order') === 'reverse' ? 'reverse' : 'fifo';
      return { status: 200, body: await webhooks.flush(order) };
    }
    return mpError(404, 'resource not found');
  };

  const sim = await startSimServer(routes, options.port, options.host);
  const simulator: MercadoPagoSimulator = {
    url: sim.url,
    payments,
    webhooks,
    sim,
    created: () => createdCount,
    approve(id) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no payment ${id}`);
      refreshExpiry(payment);
      if (payment.status !== 'pending' && payment.status !== 'in_process') {
        throw new Error(`payment ${id} is ${payment.status}`);
      }
      setStatus(payment, 'approved', 'accredited');
    },
    expire(id) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no payment ${id}`);
      payment.date_of_expiration = now().toISOString();
      refreshExpiry(payment);
    },
    addAccount(account) {
      accounts.push(account);
    },
    refuseRefunds(count = 1) {
      refundRefusals = Math.max(0, Math.floor(count));
    },
    close: () => sim.close(),
  };
  return simulator;
}
