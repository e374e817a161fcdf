// The seam between Catraca and whoever moves the money. Services only see this interface;
// the sandbox implementation is the default and a real acquirer plugs in behind the same calls.

export interface PixChargeRequest {
  amountCents: number;
  /** Our reference for the charge (EMV field 62/05): 1–25 letters and digits. */
  txid: string;
  /** Shown in the payer's banking app. */
  description: string;
  expiresAt: Date;
}

export interface PixCharge {
  /** The BR Code ("copia e cola") that the QR code also carries. */
  code: string;
  txid: string;
  expiresAt: Date;
}

export interface CardDetails {
  number: string;
  /** MM/YYYY */
  expiry: string;
  cvv: string;
  holderName: string;
}

export interface CardChargeRequest {
  amountCents: number;
  installments: number;
  card: CardDetails;
  /** Our reference (the order hash), echoed in the gateway's records. */
  reference: string;
}

export type CardChargeResult =
  | { approved: true; gatewayReference: string }
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
}

export type RefundResult = { refunded: true; refundReference: string } | { refunded: false; reason: string };

export interface PaymentGateway {
  /** Stored on every order_payment row. */
  readonly name: string;
  /** Sandbox gateways expose a "simulate payment" action; real ones never do. */
  readonly isSandbox: boolean;
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
