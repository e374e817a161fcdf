// The built-in gateway for development, tests and demos (docs/payments-sandbox.md). PIX codes
// are real BR Codes for the configured key, so any banking app can read them; nothing is ever
// charged. Card outcomes follow documented test numbers.
import { randomBytes } from 'node:crypto';
import { SANDBOX_DECLINED_CARD } from '../../domain/contracts/public-event.ts';
import {
  type CardChargeRequest,
  type CardChargeResult,
  type GatewayMoney,
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

export const SANDBOX_DECLINE_REASON = 'Pagamento recusado pelo emissor do cartão.';
export const SANDBOX_TOKEN_REASON = 'O sandbox recebe os dados do cartão, não um token.';
export const SANDBOX_NOT_FOUND_REASON = 'Cobrança não encontrada no sandbox.';

/** What the sandbox remembers of a charge, as a real acquirer's dashboard would show it. */
export interface SandboxCharge {
  gatewayReference: string;
  /** Our reference (the order hash for cards, the txid for PIX). */
  reference: string;
  method: 'credit_card' | 'pix';
  amountCents: number;
  /** Given back so far (partial refunds add up; the charge is 'refunded' once all of it is). */
  refundedCents: number;
  status: 'approved' | 'voided' | 'refunded';
  /** When it was approved (its figures' release date counts from it). */
  paidAt: Date;
}

export interface SandboxGateway extends PaymentGateway {
  /** The charges this process made, newest last (kept in memory, the last LEDGER_LIMIT). */
  charges(): SandboxCharge[];
}

/**
 * What the sandbox reports it charged, so a demo's Resumo and extrato show plausible figures:
 * Mercado Pago's usual seller rates (card 4,99 % released in 30 days, PIX 0,99 % at once), the
 * same model as its simulator (simulators/mercadopago-simulator.ts).
 */
export const SANDBOX_FEE_BASIS_POINTS = { credit_card: 499, pix: 99 } as const;
export const SANDBOX_CARD_RELEASE_DAYS = 30;

export function sandboxMoney(method: 'credit_card' | 'pix', amountCents: number, paidAt: Date): GatewayMoney {
  const feeCents = Math.floor((amountCents * SANDBOX_FEE_BASIS_POINTS[method] + 5_000) / 10_000);
  const releaseAt =
    method === 'pix' ? paidAt : new Date(paidAt.getTime() + SANDBOX_CARD_RELEASE_DAYS * 86_400_000);
  return { grossCents: amountCents, feeCents, netCents: amountCents - feeCents, releaseAt };
}

// The ledger lives in memory: a development server or a demo site must not grow without bound.
const LEDGER_LIMIT = 10_000;

export function isSandboxGateway(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.isSandbox && typeof (gateway as Partial<SandboxGateway>).charges === 'function';
}

export interface PixReceiver {
  pixKey: string;
  merchantName: string;
  merchantCity: string;
}

// EMV field 62/05 allows at most 25 characters of [A-Za-z0-9].
const TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;

export function createSandboxGateway(receiver: PixReceiver): SandboxGateway {
  const ledger = new Map<string, SandboxCharge>();
  // Answers by idempotency key: the same refund asked twice is given once (bounded like the ledger).
  const refunds = new Map<string, RefundResult>();
  const remember = (charge: SandboxCharge) => {
    ledger.set(charge.gatewayReference, charge);
    if (ledger.size > LEDGER_LIMIT) ledger.delete(ledger.keys().next().value as string);
  };
  return {
    name: 'sandbox',
    isSandbox: true,
    acceptsCards: true,
    cardTokenization: null,

    // Only the card charges and refunds this process made: a sandbox PIX is paid by the
    // "simulate payment" action, which confirms it directly, so reconciliation never asks here.
    async getPayment(gatewayReference: string): Promise<GatewayPayment | null> {
      const charge = ledger.get(gatewayReference);
      if (!charge) return null;
      return {
        gatewayReference,
        status:
          charge.status === 'approved' ? 'approved' : charge.status === 'voided' ? 'cancelled' : 'refunded',
        statusDetail: null,
        amountCents: charge.amountCents,
        refundedCents: charge.refundedCents,
        money: sandboxMoney(charge.method, charge.amountCents, charge.paidAt),
      };
    },

    charges: () => [...ledger.values()].map((c) => ({ ...c })),

    async createPixCharge(request: PixChargeRequest): Promise<PixCharge> {
      if (!TXID_PATTERN.test(request.txid)) throw new Error(`invalid PIX txid: ${request.txid}`);
      // Loaded on the first charge, not at start-up (docs/decisions/0233).
      const { createStaticPix, hasError } = await import('pix-utils');
      const pix = createStaticPix({
        merchantName: receiver.merchantName,
        merchantCity: receiver.merchantCity,
        pixKey: receiver.pixKey,
        // The payer's app shows this; the field is limited, and accents are not safe in every app.
        infoAdicional: request.description
          .normalize('NFD')
          .replace(/[^\x20-\x7E]/g, '')
          .slice(0, 40),
        transactionAmount: request.amountCents / 100,
        txid: request.txid,
      });
      if (hasError(pix)) throw new Error(`PIX code could not be built: ${pix.message}`);
      return {
        code: pix.toBRCode(),
        txid: request.txid,
        expiresAt: request.expiresAt,
        gatewayReference: request.txid,
      };
    },

    // Deterministic outcomes so tests and demos can choose them: the declined test card is
    // refused, every other number that reached us (already Luhn-checked) is approved.
    async chargeCard(request: CardChargeRequest): Promise<CardChargeResult> {
      if (isCardToken(request.card)) return { approved: false, reason: SANDBOX_TOKEN_REASON };
      const digits = request.card.number.replace(/\D/g, '');
      if (digits === SANDBOX_DECLINED_CARD) return { approved: false, reason: SANDBOX_DECLINE_REASON };
      const gatewayReference = `sbx_${randomBytes(9).toString('hex')}`;
      const paidAt = new Date();
      remember({
        gatewayReference,
        reference: request.reference,
        method: 'credit_card',
        amountCents: request.amountCents,
        refundedCents: 0,
        status: 'approved',
        paidAt,
      });
      return {
        approved: true,
        gatewayReference,
        money: sandboxMoney('credit_card', request.amountCents, paidAt),
      };
    },

    // Like an acquirer: only an approved card charge of this amount can be voided, and only once.
    async voidCardCharge(request: VoidRequest): Promise<VoidResult> {
      const charge = ledger.get(request.gatewayReference);
      if (charge?.method !== 'credit_card' || charge.amountCents !== request.amountCents) {
        return { voided: false, reason: SANDBOX_NOT_FOUND_REASON };
      }
      if (charge.status !== 'approved')
        return { voided: false, reason: 'A cobrança não está mais aprovada.' };
      charge.status = 'voided';
      return { voided: true };
    },

    // PIX payments reach the sandbox only as "simulate payment" clicks it does not see, so a PIX
    // refund is recorded by txid; a card refund needs an approved charge of at least that amount.
    async refundPayment(request: RefundRequest): Promise<RefundResult> {
      const key = request.idempotencyKey ?? `refund-${request.gatewayReference}-${request.amountCents}`;
      const answered = refunds.get(key);
      if (answered) return answered;
      const known = ledger.get(request.gatewayReference);
      if (known) {
        // A PIX the sandbox learnt of by an earlier refund has no known ceiling.
        const remaining =
          known.method === 'pix' ? Number.POSITIVE_INFINITY : known.amountCents - known.refundedCents;
        if (known.status === 'voided' || request.amountCents <= 0 || request.amountCents > remaining) {
          return { refunded: false, reason: 'A cobrança não pode ser estornada.' };
        }
        known.refundedCents += request.amountCents;
        if (known.method === 'pix') known.amountCents = Math.max(known.amountCents, known.refundedCents);
        if (known.refundedCents >= known.amountCents) known.status = 'refunded';
      } else if (!TXID_PATTERN.test(request.gatewayReference)) {
        return { refunded: false, reason: SANDBOX_NOT_FOUND_REASON };
      } else {
        remember({
          gatewayReference: request.gatewayReference,
          reference: request.gatewayReference,
          method: 'pix',
          amountCents: request.amountCents,
          refundedCents: request.amountCents,
          status: 'refunded',
          paidAt: new Date(),
        });
      }
      const result = { refunded: true as const, refundReference: `sbx_rf_${randomBytes(9).toString('hex')}` };
      refunds.set(key, result);
      if (refunds.size > LEDGER_LIMIT) refunds.delete(refunds.keys().next().value as string);
      return result;
    },
  };
}
