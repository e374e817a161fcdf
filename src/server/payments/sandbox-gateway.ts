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
} from './payment-gateway.ts';

export const SANDBOX_DECLINE_REASON = 'Pagamento recusado pelo emissor do cartão.';

export interface PixReceiver {
  pixKey: string;
  merchantName: string;
  merchantCity: string;
}

// EMV field 62/05 allows at most 25 characters of [A-Za-z0-9].
const TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;

export function createSandboxGateway(receiver: PixReceiver): PaymentGateway {
  return {
    name: 'sandbox',
    isSandbox: true,

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
      return { approved: true, gatewayReference: `sbx_${randomBytes(9).toString('hex')}` };
    },
  };
}
