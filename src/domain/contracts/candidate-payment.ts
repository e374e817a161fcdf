// POST /api/payment-candidate/validate-coupon and /processar-pagamento-parcial (spec §3 "Candidate
// payment info", §7): the server parses with these schemas, the candidate page builds its bodies
// from the same types.
import { z } from 'zod';
import { COUPON_CODE_REQUIRED_MESSAGE } from '../coupon.ts';
import {
  BOUND_MESSAGES,
  idNumber,
  MAX_CART_TOTAL_REAIS,
  MAX_INSTALLMENTS,
  MAX_PARTICIPANTS_PER_ORDER,
  TEXT_MAX,
} from '../input-bounds.ts';
import { cardDataInput, cardTokenFields } from './public-event.ts';

const NONE_CHOSEN = 'Selecione pelo menos um participante para pagamento.';

const orderHash = z.string().trim().min(10).max(100);

export const candidateCouponBody = z.object({
  cupom_code: z.string().trim().min(1, COUPON_CODE_REQUIRED_MESSAGE).max(TEXT_MAX.couponCode),
  evento_id: idNumber,
  valor_total: z
    .number()
    .min(0, BOUND_MESSAGES.cartTotalMin)
    .max(MAX_CART_TOTAL_REAIS, BOUND_MESSAGES.cartTotalMax),
  /** With the hash and the chosen ids, the server prices the choice itself instead of valor_total. */
  order_hash: orderHash.optional(),
  participantes_ids: z.array(idNumber).max(MAX_PARTICIPANTS_PER_ORDER).optional(),
});
export type CandidateCouponBody = z.infer<typeof candidateCouponBody>;

export interface CandidateCouponResult {
  cupom: {
    code: string;
    /** 10 = percentual (spec §9), 20 = fixed value. */
    type: 10 | 20;
    /** Percent, or reais for a fixed value. */
    value: number;
    desconto: number;
    desconto_formatado: string;
    valor_final: number;
    valor_final_formatado: string;
    /** The ticket types the discount reaches; [] is every ticket type (ADR 0425). */
    tipos_ingresso_ids: number[];
  };
}

export const candidatePaymentBody = z.object({
  order_hash: orderHash,
  participantes_ids: z
    .array(idNumber)
    .min(1, NONE_CHOSEN)
    .max(MAX_PARTICIPANTS_PER_ORDER, BOUND_MESSAGES.participantsMax),
  codigo_desconto: z.string().trim().max(TEXT_MAX.couponCode).optional().nullable(),
  metodo_pagamento: z.object({
    method: z.enum(['pix', 'credit_card']),
    card_data: cardDataInput.optional().nullable(),
    ...cardTokenFields,
    installments: z
      .number()
      .int(BOUND_MESSAGES.installments)
      .min(1, BOUND_MESSAGES.installments)
      .max(MAX_INSTALLMENTS, BOUND_MESSAGES.installments)
      .optional()
      .default(1),
  }),
  comprador: z.object({
    nome: z.string().max(TEXT_MAX.personName),
    email: z.string().max(TEXT_MAX.email),
    documento: z.string().max(TEXT_MAX.document),
  }),
});
export type CandidatePaymentBody = z.input<typeof candidatePaymentBody>;
export type CandidatePaymentRequest = z.infer<typeof candidatePaymentBody>;

export interface CandidatePaymentResult {
  /** Reais charged (after the coupon). */
  amount: number;
  amount_cents: number;
  paid: boolean;
  payment_method: 'pix' | 'credit_card' | 'free';
  installments: number;
  order_payment_id: string;
  pix: { code: string; expires_at: string } | null;
  checkout_message: { title: string; text: string };
  participants_count: number;
  participants: { id: number; nome: string }[];
}

// POST /api/sandbox/pix/confirmar-pagamento (sandbox gateway only): one candidate charge paid.
export const sandboxCandidatePixBody = z.object({
  order_payment_id: z.union([z.string().max(200), z.number()]).transform(String),
});
