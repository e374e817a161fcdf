// The built-in gateway for development, tests and demos (docs/payments-sandbox.md). PIX codes
// are real BR Codes for the configured key, so any banking app can read them; nothing is ever
// charged. Card outcomes follow documented test numbers.
import { randomBytes } from 'node:crypto';
import { createStaticPix, hasError } from 'pix-utils';
import { SANDBOX_DECLINED_CARD } from '../../domain/contracts/public-event.ts';
import type {
  CardChargeRequest,
  CardChargeResult,
  PaymentGateway,
  PixCharge,
  PixChargeRequest,
  RefundRequest,
  RefundResult,
  VoidRequest,
  VoidResult,
} from './payment-gateway.ts';

export const SANDBOX_DECLINE_REASON = 'Pagamento recusado pelo emissor do cartão.';
export const SANDBOX_NOT_FOUND_REASON = 'Cobrança não encontrada no sandbox.';

/** What the sandbox remembers of a charge, as a real acquirer's dashboard would show it. */
export interface SandboxCharge {
  gatewayReference: string;
  /** Our reference (the order hash for cards, the txid for PIX). */
  reference: string;
  method: 'credit_card' | 'pix';
  amountCents: number;
  status: 'approved' | 'voided' | 'refunded';
  /** Given back so far: partial refunds add up until the whole charge is refunded. */
  refundedCents: number;
}

export interface SandboxGateway extends PaymentGateway {
  /** The charges this process made, newest last (kept in memory, the last LEDGER_LIMIT). */
  charges(): SandboxCharge[];
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
  const remember = (charge: SandboxCharge) => {
    ledger.set(charge.gatewayReference, charge);
    if (ledger.size > LEDGER_LIMIT) ledger.delete(ledger.keys().next().value as string);
  };
  return {
    name: 'sandbox',
    isSandbox: true,

    charges: () => [...ledger.values()].map((c) => ({ ...c })),

    async createPixCharge(request: PixChargeRequest): Promise<PixCharge> {
      if (!TXID_PATTERN.test(request.txid)) throw new Error(`invalid PIX txid: ${request.txid}`);
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
      return { code: pix.toBRCode(), txid: request.txid, expiresAt: request.expiresAt };
    },

    // Deterministic outcomes so tests and demos can choose them: the declined test card is
    // refused, every other number that reached us (already Luhn-checked) is approved.
    async chargeCard(request: CardChargeRequest): Promise<CardChargeResult> {
      const digits = request.card.number.replace(/\D/g, '');
      if (digits === SANDBOX_DECLINED_CARD) return { approved: false, reason: SANDBOX_DECLINE_REASON };
      const gatewayReference = `sbx_${randomBytes(9).toString('hex')}`;
      remember({
        gatewayReference,
        reference: request.reference,
        method: 'credit_card',
        amountCents: request.amountCents,
        status: 'approved',
        refundedCents: 0,
      });
      return { approved: true, gatewayReference };
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
      const known = ledger.get(request.gatewayReference);
      if (known) {
        if (known.status !== 'approved' || known.amountCents - known.refundedCents < request.amountCents) {
          return { refunded: false, reason: 'A cobrança não pode ser estornada.' };
        }
        known.refundedCents += request.amountCents;
        if (known.refundedCents === known.amountCents) known.status = 'refunded';
      } else if (!TXID_PATTERN.test(request.gatewayReference)) {
        return { refunded: false, reason: SANDBOX_NOT_FOUND_REASON };
      } else {
        remember({
          gatewayReference: request.gatewayReference,
          reference: request.gatewayReference,
          method: 'pix',
          amountCents: request.amountCents,
          status: 'refunded',
          refundedCents: request.amountCents,
        });
      }
      return { refunded: true, refundReference: `sbx_rf_${randomBytes(9).toString('hex')}` };
    },
  };
}
