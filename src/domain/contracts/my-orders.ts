// "Meus ingressos" (issue 22, ADR 0471): a buyer asks for a link by e-mail, opens it once, and sees
// every order and pre-registration of that address. One schema per call, for server and browser.
import { z } from 'zod';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../email.ts';
import { MY_ORDER_KINDS, MY_ORDER_STATES } from '../my-orders.ts';

const isoDateTime = z.iso.datetime({ offset: true });

/** The same words whether or not the address has orders (ADR 0471). */
export const MY_ORDERS_LINK_SENT =
  'Se houver pedidos ou pré-inscrições com este e-mail, enviamos um link de acesso em instantes. Confira também a caixa de spam.';
export const MY_ORDERS_LINK_INVALID =
  'Este link de acesso não vale mais: ele expira e só pode ser aberto uma vez. Peça um novo link abaixo.';
export const MY_ORDERS_VIEW_EXPIRED = 'Seu acesso expirou. Peça um novo link para ver seus pedidos.';

export const myOrdersLinkBodySchema = z.object({
  email: z
    .string({ error: EMAIL_INVALID_MESSAGE })
    .trim()
    .max(254, EMAIL_INVALID_MESSAGE)
    .refine(isValidEmail, EMAIL_INVALID_MESSAGE)
    .transform((email) => email.toLowerCase()),
});

const secret = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, MY_ORDERS_LINK_INVALID);

export const myOrdersOpenBodySchema = z.object({ token: secret });
export const myOrdersOpenSchema = z.object({ chave: z.string(), expira_em: isoDateTime });
export type MyOrdersOpen = z.infer<typeof myOrdersOpenSchema>;

export const myOrdersListBodySchema = z.object({ chave: secret });

export const myOrderSchema = z.object({
  codigo: z.string(),
  tipo: z.enum(MY_ORDER_KINDS),
  situacao: z.enum(MY_ORDER_STATES),
  evento: z.object({ nome: z.string(), data_inicio: isoDateTime, url: z.string().nullable() }),
  participantes: z.number().int(),
  total_cents: z.number().int(),
  criado_em: isoDateTime,
  /** /pedido/{hash}: the order and its actions (cancel within the withdrawal period…). */
  pedido_url: z.string().nullable(),
  /** /payment/candidate/{hash}: a pre-registration's own page (status, payment when selected). */
  pre_inscricao_url: z.string().nullable(),
  ingressos_url: z.string().nullable(),
  recibos: z.array(z.object({ rotulo: z.string(), url: z.string() })),
  /** Until when the buyer may still cancel the order themselves; null when they may not. */
  cancelavel_ate: isoDateTime.nullable(),
});
export type MyOrder = z.infer<typeof myOrderSchema>;

export const myOrdersListSchema = z.object({
  email: z.string(),
  acesso_ate: isoDateTime,
  pedidos: z.array(myOrderSchema),
});
export type MyOrdersList = z.infer<typeof myOrdersListSchema>;
