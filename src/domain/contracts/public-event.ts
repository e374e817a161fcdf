// The buyer-flow contract (spec §3 and §7), defined once: the server parses requests with these
// schemas and builds responses of these types; the web client imports the same definitions.
import { z } from 'zod';
import type { EventStatus } from '../event-lifecycle.ts';
import {
  BOUND_MESSAGES,
  idNumber,
  MAX_CART_TOTAL_REAIS,
  MAX_INSTALLMENTS,
  MAX_PARTICIPANTS_PER_ORDER,
  TEXT_MAX,
} from '../input-bounds.ts';
import type { FORM_FIELD_TYPES } from '../participant-form.ts';
import type { PAYMENT_METHODS } from '../payment-methods.ts';

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type TicketSaleStatus = 'on_sale' | 'not_started' | 'ended' | 'sold_out';

export interface PublicTicketType {
  id: number;
  nome: string;
  descricao: string;
  /** Reais as a number (50.5 = R$ 50,50); 0 means free. */
  preco: number;
  preco_cents: number;
  /** null: no per-type stock (approval events). */
  quantidade: number | null;
  vendidos: number;
  quantidade_disponivel: number | null;
  venda_disponivel: boolean;
  status: TicketSaleStatus;
  limit_per_order: number | null;
  start_date: string | null;
  end_date: string | null;
  start_after_ticket_id: number | null;
  vai_para_agenda: boolean;
  permitir_cartao: boolean;
  permitir_multiplos: boolean;
  /**
   * Sold out, but some places only held by PIX orders waiting for payment: they may come back
   * ("Esgotado no momento", issue 17 item 3).
   */
  esgotado_no_momento: boolean;
}

export interface PublicFormFieldOption {
  id: number;
  value: string;
  order: number;
}

export interface PublicFormField {
  id: number;
  tipo: (typeof FORM_FIELD_TYPES)[number];
  label: string;
  instructions: string;
  required: boolean;
  options: PublicFormFieldOption[];
  show_for_ticket_types: number[] | null;
  conditional_father_field_id: number | null;
  conditional_option_id: number | null;
}

export interface PublicAddress {
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
  cep: string | null;
}

/** GET /api/eventos/slug/{slug} and GET /api/eventos/inscricao/{eventId} → { success, data }. */
export interface PublicEvent {
  id: number;
  slug: string;
  nome: string;
  /** Sanitised HTML. */
  descricao: string;
  start_date: string;
  end_date: string;
  /** Absolute or root-relative URL; null means the default banner. */
  banner: string | null;
  local: string | null;
  /** One line: "Rua X, 123 - Bairro, Cidade - UF". */
  address: string | null;
  endereco_formatado: PublicAddress;
  is_online: boolean;
  /** Never public: online links go on the ticket. Always null here. */
  meeting_link: null;
  tipos_ingresso: PublicTicketType[];
  formulario: PublicFormField[];
  use_custom_form: boolean;
  parcelamento_maximo: number;
  pixel_token: string | null;
  participants_need_approval: boolean;
  numero_participantes_restantes: number;
  attendants_remaining: number;
  metodos_pagamento: PaymentMethod[];
  email_unico: boolean;
  maps_key: string | null;
  /** True when sales are open for at least one ticket type. */
  inscricoes_abertas: boolean;
  /**
   * ISO instant the first ticket type's sales open, while none is on sale yet and one will open by
   * date; null otherwise (open, or really closed).
   */
  vendas_abrem_em: string | null;
  /** The built-in sandbox gateway is active: the PIX step offers a "simulate payment" button. */
  sandbox_mode: boolean;
  /**
   * Set when the card is tokenised in the browser by the gateway's own JS (Mercado Pago): the page
   * loads `sdk_url` on the payment step and sends `card_token` instead of the card.
   */
  tokenizacao_cartao: CardTokenizationConfig | null;
  /**
   * Who runs the event, for the page's organiser block: the institution's name when the event
   * has one, otherwise the organiser's account name; and the contact the organiser chose to
   * publish for buyers (event form, ADR 0402): e-mail, optional phone and site.
   */
  organizador: PublicOrganiser;
  /** Participants one order may hold (the organiser's setting, ADR 0250). */
  limite_participantes_por_pedido: number;
  /** Minutes a PIX order holds its places before it expires unpaid (ADR 0251). */
  tempo_reserva_pix: number;
  /**
   * Hours before the event when the buyer's withdrawal (CDC art. 49) closes: the payment step says
   * the rule before the buyer pays (withdrawalRuleSentence, ADR 0420).
   */
  limite_cancelamento_horas: number;
  /** Nothing left to buy, but places held by unpaid PIX orders may come back (issue 17 item 3). */
  esgotado_no_momento: boolean;
  /** The lifecycle (src/domain/event-lifecycle.ts): only `published` sells; `draft` only in a preview. */
  status: EventStatus;
  /** What the page says when the status stops sales (preview, sales closed, cancelled); else null. */
  aviso_status: string | null;
}

export interface PublicOrganiser {
  nome: string;
  email: string | null;
  /** Digits only (10 or 11); the page formats it. */
  telefone: string | null;
  /** Absolute http(s) URL. */
  site: string | null;
}

// POST /api/sandbox/pix/confirmar (sandbox gateway only; 404 otherwise)
export const sandboxPixConfirmBody = z.object({ order_hash: z.string().trim().min(10).max(100) });

/** Sandbox card numbers (docs/payments-sandbox.md): these approve, DECLINED_CARD is refused. */
export const SANDBOX_APPROVED_CARDS = ['4111111111111111', '5555555555554444', '6362970000457013'] as const;
export const SANDBOX_DECLINED_CARD = '4000000000000002';

// POST /api/eventos/{id}/validar-cupom
export const validateCouponBody = z.object({
  codigo: z.string().trim().min(1, 'Informe o código do cupom.').max(TEXT_MAX.couponCode),
  cart_total: z
    .number()
    .min(0, BOUND_MESSAGES.cartTotalMin)
    .max(MAX_CART_TOTAL_REAIS, BOUND_MESSAGES.cartTotalMax),
  // The cart's ticket types and quantities (ADR 0425): with them the server prices the cart itself
  // and takes a limited coupon off its ticket types only. Without them (older clients) the cart is
  // one line of unknown type: an unlimited coupon applies to cart_total, a limited one is refused.
  itens: z
    .array(
      z.object({
        ticketTypeId: idNumber,
        quantity: z.number().int().min(1).max(MAX_PARTICIPANTS_PER_ORDER, BOUND_MESSAGES.participantsMax),
      }),
    )
    .max(MAX_PARTICIPANTS_PER_ORDER, BOUND_MESSAGES.participantsMax)
    .optional(),
});
export type ValidateCouponBody = z.infer<typeof validateCouponBody>;

export interface ValidateCouponResult {
  code: string;
  tipo_desconto: 'percentual' | 'valor';
  /** Percent (1–100) or reais. */
  valor: number;
  /** Reais; 0 means none. */
  min_value: number;
  desconto: number;
  desconto_cents: number;
  /** The ticket types the discount reaches; [] is every ticket type (ADR 0425). */
  tipos_ingresso_ids: number[];
}

// POST /api/eventos/{id}/inscricao (header Idempotency-Key makes retries safe)
export const answerInput = z.object({
  id: idNumber,
  value: z.union([z.string().max(TEXT_MAX.answer), z.array(z.string().max(TEXT_MAX.answerOption)).max(100)]),
  isHidden: z.boolean().optional().default(false),
});

export const participantInput = z.object({
  ticketTypeId: idNumber,
  nome: z.string().trim().min(1, 'Informe o nome.').max(TEXT_MAX.personName),
  email: z.string().trim().max(TEXT_MAX.email),
  telefone: z.string().trim().max(TEXT_MAX.phone).optional().nullable(),
  cpf: z.string().trim().max(TEXT_MAX.document).optional().nullable(),
  form_id: z
    .union([idNumber, z.string().max(64)])
    .optional()
    .nullable(),
  answers: z.array(answerInput).max(200).optional().default([]),
});
export type ParticipantInputBody = z.infer<typeof participantInput>;

export const cardTokenizationSchema = z.object({
  provedor: z.literal('mercadopago'),
  chave_publica: z.string(),
  sdk_url: z.string(),
});
export type CardTokenizationConfig = z.infer<typeof cardTokenizationSchema>;

export const cardDataInput = z.object({
  number: z.string().max(30),
  expiry: z.string().max(10),
  cvv: z.string().max(4),
  name: z.string().max(TEXT_MAX.personName),
});
export type CardDataInput = z.infer<typeof cardDataInput>;

/**
 * A card tokenised in the browser by the gateway's own JS (Mercado Pago): the token and what its
 * card form returns, in place of card_data, so the number and CVV never reach our server.
 */
export const cardTokenFields = {
  card_token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,200}$/, 'Token do cartão inválido.')
    .optional()
    .nullable(),
  payment_method_id: z
    .string()
    .regex(/^[a-z0-9_]{2,40}$/, 'Bandeira do cartão inválida.')
    .optional()
    .nullable(),
  issuer_id: z
    .union([
      z.string().regex(/^\d{1,20}$/, 'Emissor do cartão inválido.'),
      z.number().int().min(0).max(2_147_483_647),
    ])
    .transform(String)
    .optional()
    .nullable(),
};

export const registrationBody = z.object({
  eventoId: idNumber.optional(),
  comprador: z
    .object({
      comprador: z
        .object({
          name: z.string().trim().max(TEXT_MAX.personName),
          email: z.string().trim().max(TEXT_MAX.email),
          documento: z.string().trim().max(TEXT_MAX.document),
        })
        .optional()
        .nullable(),
      payment_method: z.enum(['pix', 'credit_card', 'free']).optional().nullable(),
      installments: z
        .number()
        .int(BOUND_MESSAGES.installments)
        .min(1, BOUND_MESSAGES.installments)
        .max(MAX_INSTALLMENTS, BOUND_MESSAGES.installments)
        .optional()
        .default(1),
      card_data: cardDataInput.optional().nullable(),
      ...cardTokenFields,
    })
    .optional()
    .nullable(),
  participantes: z
    .array(participantInput)
    .min(1, 'Selecione pelo menos um ingresso.')
    .max(MAX_PARTICIPANTS_PER_ORDER, BOUND_MESSAGES.participantsMax),
  cupom: z
    .object({ code: z.string().trim().max(TEXT_MAX.couponCode) })
    .optional()
    .nullable(),
});
export type RegistrationBody = z.infer<typeof registrationBody>;

// POST /api/pedidos/pagar-com-cartao: a buyer who generated a PIX pays the same order by card
// instead (issue 22): the PIX is cancelled, the places stay held. The order hash is the key.
export const pendingOrderCardBody = z.object({
  order_hash: z.string().trim().min(10).max(100),
  installments: z
    .number()
    .int(BOUND_MESSAGES.installments)
    .min(1, BOUND_MESSAGES.installments)
    .max(MAX_INSTALLMENTS, BOUND_MESSAGES.installments)
    .optional()
    .default(1),
  card_data: cardDataInput,
});
export type PendingOrderCardBody = z.infer<typeof pendingOrderCardBody>;

export type OrderStatus = 'pending' | 'paid' | 'free' | 'awaiting_approval' | 'expired' | 'cancelled';

export interface RegistrationResult {
  /** The order's public handle (the same value as order_hash); serial ids never leave the server. */
  order_id: string;
  /** The payment's unguessable public id (≥ 128 random bits); null when nothing is paid (approval). */
  order_payment_id: string | null;
  order_hash: string;
  status: OrderStatus;
  valor_total: number;
  valor_total_cents: number;
  payment_method: 'pix' | 'credit_card' | 'free' | 'none';
  installments: number;
  cupom: { codigo: string; desconto_aplicado: number } | null;
  ingressos: { tipo_ingresso: string; quantidade: number; valor_total: number }[];
  participantes: { uuid: string; nome: string; tipo_ingresso: string }[];
  pix: { qrcode_data: string; code: string; expires_at: string } | null;
  boleto: null;
  checkout_message: { title: string; message: string };
}

/** A payment's public id as the server issues it: 24 base64url characters (ADR 0041). */
export const PAYMENT_PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;

// POST /api/check-order-payment-status. Any value is accepted and one that is not a payment's
// public id (a small integer from an old link, junk) simply finds nothing: 404, never 422, so a
// wrong id and a missing one look alike.
export const paymentStatusBody = z.object({
  order_payment_id: z.union([z.string().max(200), z.number()]).transform(String),
});

export interface PaymentStatusResult {
  paid: boolean;
  status: 'pending' | 'processing' | 'fulfilled' | 'cancelled' | 'failed';
  /**
   * The order's own status: a cancelled PIX whose order is `expired` can no longer be paid (the
   * places went back on sale), one whose order is `paid` was replaced by a card (issue 22).
   */
  order_status: OrderStatus;
  participants: { uuid: string; nome: string }[];
  amount: number;
  participants_count: number;
  checkout_message: { title: string; text: string };
  order_payment_id: string;
  order_hash: string;
}
