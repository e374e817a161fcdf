// The seam between Catraca and whoever moves the money. Services only see this interface;
// the sandbox implementation is the default and a real acquirer plugs in behind the same calls.

export interface PixChargeRequest {
  amountCents: number;
  /** Our reference for the charge (EMV field 62/05): 1–25 letters and digits. */
  txid: string;
  /** Shown in the payer's banking app. */
  description: string;
  expiresAt: Date;
  /** Who pays, when known: gateways that need a payer (Mercado Pago asks for an e-mail) use it. */
  payer?: Payer;
}

export interface Payer {
  name: string;
  email: string;
  /** CPF or CNPJ, digits only. */
  document: string | null;
}

export interface PixCharge {
  /** The BR Code ("copia e cola") that the QR code also carries. */
  code: string;
  txid: string;
  expiresAt: Date;
  /** How the gateway names the charge (its payment id; the txid for the sandbox and the Pix API). */
  gatewayReference: string;
}

export interface CardDetails {
  number: string;
  /** MM/YYYY */
  expiry: string;
  cvv: string;
  holderName: string;
}

/** A card tokenised in the buyer's browser by the gateway's own JS: the number never reached us. */
export interface CardToken {
  token: string;
  /** As the gateway's card form returns them (Mercado Pago: "master", "visa"…; the issuer's id). */
  paymentMethodId: string;
  issuerId: string | null;
}

export interface CardChargeRequest {
  amountCents: number;
  installments: number;
  /** The card itself (sandbox only) or the token the gateway's browser JS made of it. */
  card: CardDetails | CardToken;
  /** Our reference (the order hash), echoed in the gateway's records; also the idempotency key. */
  reference: string;
  payer?: Payer;
  description?: string;
}

export function isCardToken(card: CardDetails | CardToken): card is CardToken {
  return 'token' in card;
}

export type CardChargeResult =
  | {
      approved: true;
      gatewayReference: string;
      cardBrand?: string;
      cardLast4?: string;
      /** What the gateway reported with the approval (fee, net, release date), when it does. */
      money?: GatewayMoney;
    }
  | { approved: false; reason: string };

export interface VoidRequest {
  /** What chargeCard answered for the charge to undo. */
  gatewayReference: string;
  amountCents: number;
}

export type VoidResult = { voided: true } | { voided: false; reason: string };

export interface RefundRequest {
  /** The charge's reference at the gateway (card: chargeCard's answer; PIX: the txid). */
  gatewayReference: string;
  amountCents: number;
  /** Why, as the gateway's records should show it. */
  reason: string;
  /**
   * The same key never refunds twice (a retry after a timeout). Defaults to one derived from the
   * reference and amount: pass distinct keys to make two equal partial refunds of one payment.
   */
  idempotencyKey?: string;
}

export type RefundResult = { refunded: true; refundReference: string } | { refunded: false; reason: string };

/** Where a payment stands at the gateway, read back from its API (never from a notification's body). */
export type GatewayPaymentStatus = 'pending' | 'approved' | 'declined' | 'cancelled' | 'expired' | 'refunded';

/** What the gateway reported about the money: gross, its fee, net, and when the net is released. */
export interface GatewayMoney {
  grossCents: number;
  feeCents: number;
  netCents: number;
  releaseAt: Date | null;
}

export interface GatewayPayment {
  gatewayReference: string;
  status: GatewayPaymentStatus;
  /** The gateway's own detail (Mercado Pago's status_detail), for logs and decline messages. */
  statusDetail: string | null;
  amountCents: number;
  refundedCents: number;
  /** Known once approved. */
  money: GatewayMoney | null;
}

/** What the buyer's page needs to tokenise a card with the gateway's own JS. */
export interface CardTokenization {
  provider: 'mercadopago';
  publicKey: string;
  /** The gateway's browser SDK (https://sdk.mercadopago.com/js/v2, or the simulator's). */
  sdkUrl: string;
}

export interface PaymentGateway {
  /** Stored on every order_payment row. */
  readonly name: string;
  /** Sandbox gateways expose a "simulate payment" action; real ones never do. */
  readonly isSandbox: boolean;
  /** False for gateways that take PIX only (the Pix API). */
  readonly acceptsCards: boolean;
  /** Set when cards must be tokenised in the browser: the server then refuses card numbers. */
  readonly cardTokenization: CardTokenization | null;
  /** Gateways whose notifications are registered through their API (the Pix API's PUT /webhook). */
  registerWebhook?(url: string): Promise<void>;
  /** The payment as the gateway knows it now; null when it does not know the reference. */
  getPayment(gatewayReference: string): Promise<GatewayPayment | null>;
  createPixCharge(request: PixChargeRequest): Promise<PixCharge>;
  chargeCard(request: CardChargeRequest): Promise<CardChargeResult>;
  /**
   * Cancels an approved card charge before it settles: the order it paid for was not written
   * (the transaction failed after the approval), so the buyer must not be charged (ADR 0042).
   */
  voidCardCharge(request: VoidRequest): Promise<VoidResult>;
  /** Gives money back for a settled payment, e.g. a PIX paid after its order expired (ADR 0044). */
  refundPayment(request: RefundRequest): Promise<RefundResult>;
}

/** The order_payments columns that keep what the gateway reported (ADR 0302). */
export function gatewayMoneyColumns(money: GatewayMoney) {
  return {
    gatewayFeeCents: money.feeCents,
    gatewayNetCents: money.netCents,
    moneyReleaseAt: money.releaseAt,
  };
}

/** The order_payments columns an approved card charge fills: its reference, the card's brand and last 4, the money. */
export function approvedCardColumns(charge: Extract<CardChargeResult, { approved: true }>) {
  return {
    gatewayReference: charge.gatewayReference,
    ...(charge.cardBrand ? { cardBrand: charge.cardBrand } : {}),
    ...(charge.cardLast4 ? { cardLast4: charge.cardLast4 } : {}),
    ...(charge.money ? gatewayMoneyColumns(charge.money) : {}),
  };
}
