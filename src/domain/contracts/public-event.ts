// The buyer-flow contract (spec §3 and §7), defined once: the server parses requests with these
// schemas and builds responses of these types; the web client imports the same definitions.
import { z } from 'zod';
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
  /** The built-in sandbox gateway is active: the PIX step offers a "simulate payment" button. */
  sandbox_mode: boolean;
}

// POST /api/sandbox/pix/confirmar (sandbox gateway only; 404 otherwise)
export const sandboxPixConfirmBody = z.object({ order_hash: z.string().min(10).max(100) });

/** Sandbox card numbers (docs/payments-sandbox.md): these approve, DECLINED_CARD is refused. */
export const SANDBOX_APPROVED_CARDS = ['4111111111111111', '5555555555554444', '6362970000457013'] as const;
export const SANDBOX_DECLINED_CARD = '4000000000000002';

// POST /api/eventos/{id}/validar-cupom
export const validateCouponBody = z.object({
  codigo: z.string().trim().min(1, 'Informe o código do cupom.').max(60),
  cart_total: z.number().min(0).max(10_000_000),
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
}

// POST /api/eventos/{id}/inscricao (header Idempotency-Key makes retries safe)
export const answerInput = z.object({
  id: z.number().int().positive(),
  value: z.union([z.string().max(5000), z.array(z.string().max(500)).max(100)]),
  isHidden: z.boolean().optional().default(false),
});

export const participantInput = z.object({
  ticketTypeId: z.number().int().positive(),
  nome: z.string().trim().min(1, 'Informe o nome.').max(200),
  email: z.string().trim().max(254),
  telefone: z.string().trim().max(30).optional().nullable(),
  cpf: z.string().trim().max(30).optional().nullable(),
  form_id: z.union([z.number(), z.string()]).optional().nullable(),
  answers: z.array(answerInput).max(200).optional().default([]),
});
export type ParticipantInputBody = z.infer<typeof participantInput>;

export const cardDataInput = z.object({
  number: z.string().max(30),
  expiry: z.string().max(10),
  cvv: z.string().max(4),
  name: z.string().max(120),
});
export type CardDataInput = z.infer<typeof cardDataInput>;

export const registrationBody = z.object({
  eventoId: z.number().int().positive().optional(),
  comprador: z
    .object({
      comprador: z
        .object({
          name: z.string().trim().max(200),
          email: z.string().trim().max(254),
          documento: z.string().trim().max(30),
        })
        .optional()
        .nullable(),
      payment_method: z.enum(['pix', 'credit_card', 'free']).optional().nullable(),
      installments: z.number().int().min(1).max(24).optional().default(1),
      card_data: cardDataInput.optional().nullable(),
    })
    .optional()
    .nullable(),
  participantes: z.array(participantInput).min(1, 'Selecione pelo menos um ingresso.').max(100),
  cupom: z
    .object({ code: z.string().trim().max(60) })
    .optional()
    .nullable(),
});
export type RegistrationBody = z.infer<typeof registrationBody>;

export type OrderStatus = 'pending' | 'paid' | 'free' | 'awaiting_approval' | 'expired' | 'cancelled';

export interface RegistrationResult {
  order_id: number;
  order_payment_id: number | null;
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

// POST /api/check-order-payment-status
export const paymentStatusBody = z.object({
  order_payment_id: z.number().int().positive(),
});

export interface PaymentStatusResult {
  paid: boolean;
  status: 'pending' | 'processing' | 'fulfilled' | 'cancelled' | 'failed';
  participants: { uuid: string; nome: string }[];
  amount: number;
  participants_count: number;
  checkout_message: { title: string; text: string };
  order_payment_id: number;
  order_hash: string;
}
