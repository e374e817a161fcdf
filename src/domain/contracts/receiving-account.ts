// The organisation's receiving account (issue 19, ADR 0304): the body the Recebimentos screen sends
// and the server parses, and the reply it reads. The reply never carries a secret: only when the
// account was configured and the last 4 characters of each secret.
import { z } from 'zod';
import { INVALID_DOCUMENT_MESSAGE, isValidCpfOrCnpj, normalizeDocument } from '../documents.ts';

export const RECEIVING_PROVIDER_LABELS = {
  mercadopago: 'Mercado Pago',
  'pix-api': 'Pix API do banco',
} as const;
export type ReceivingProviderName = keyof typeof RECEIVING_PROVIDER_LABELS;

const required = (label: string, max: number) =>
  z
    .string({ error: `Informe ${label}.` })
    .trim()
    .min(1, `Informe ${label}.`)
    .max(max, `${label[0]?.toUpperCase()}${label.slice(2)} longo demais.`);

const holderDocument = z
  .string({ error: 'Informe o CPF ou CNPJ do titular da conta.' })
  .trim()
  .min(1, 'Informe o CPF ou CNPJ do titular da conta.')
  .max(30, INVALID_DOCUMENT_MESSAGE)
  .refine(isValidCpfOrCnpj, INVALID_DOCUMENT_MESSAGE)
  .transform(normalizeDocument);

const pem = (label: string, marker: RegExp) =>
  z
    .string({ error: `Envie ${label}.` })
    .trim()
    .min(1, `Envie ${label}.`)
    .max(20_000, `${label} grande demais.`)
    .refine(
      (text) => marker.test(text),
      `${label[0]?.toUpperCase()}${label.slice(1)} não está no formato PEM.`,
    );

export const mercadoPagoAccountBody = z.object({
  provedor: z.literal('mercadopago'),
  documento_titular: holderDocument,
  access_token: required('o access token', 300),
  public_key: required('a public key', 300),
  webhook_secret: required('a assinatura secreta dos webhooks', 300),
});

export const pixApiAccountBody = z.object({
  provedor: z.literal('pix-api'),
  documento_titular: holderDocument,
  base_url: z
    .string({ error: 'Informe o endereço da Pix API.' })
    .trim()
    .url('Informe um endereço começando com https://.')
    .max(300, 'Endereço longo demais.')
    .refine((url) => /^https?:\/\//.test(url), 'Informe um endereço começando com https://.'),
  client_id: required('o client id', 300),
  client_secret: required('o client secret', 500),
  certificado: pem('o certificado', /-----BEGIN CERTIFICATE-----/),
  chave_privada: pem('a chave privada', /-----BEGIN [A-Z ]*PRIVATE KEY-----/),
  chave_pix: required('a chave PIX', 77),
});

/** PUT /api/organizacao/recebimentos */
export const receivingAccountBody = z.discriminatedUnion(
  'provedor',
  [mercadoPagoAccountBody, pixApiAccountBody],
  { error: 'Escolha Mercado Pago ou Pix API.' },
);
export type ReceivingAccountInput = z.infer<typeof receivingAccountBody>;
export type MercadoPagoAccountInput = z.infer<typeof mercadoPagoAccountBody>;
export type PixApiAccountInput = z.infer<typeof pixApiAccountBody>;

const secretHint = z.object({ nome: z.string(), final: z.string() });

export const receivingAccountSchema = z.object({
  provedor: z.enum(['mercadopago', 'pix-api']),
  documento_titular: z.string(),
  configurado_em: z.string(),
  /** What may be shown as typed: public key, Pix API address, client id, PIX key. */
  dados: z.record(z.string(), z.string()),
  /** Each secret as "…" and its last 4 characters. */
  segredos: z.array(secretHint),
  /** Where the gateway must send notifications (Mercado Pago's webhook settings). */
  url_notificacao: z.string().nullable(),
});
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;

/** GET /api/organizacao/recebimentos */
export const receivingStatusSchema = z.object({
  conta: receivingAccountSchema.nullable(),
  /** Without an account of its own, the platform's environment receives (single-organisation install). */
  recebe_pelo_ambiente: z.boolean(),
  /** The platform's fee, and whether it is taken at the gateway or owed (ADR 0304). */
  taxa_plataforma: z.object({
    percentual_basis_points: z.number().int(),
    fixa_cents: z.number().int(),
    cobranca: z.enum(['retida_no_gateway', 'devida']),
  }),
});
export type ReceivingStatus = z.infer<typeof receivingStatusSchema>;

/** Why an event of an organisation without a receiving account takes no paid orders. */
export const NO_RECEIVING_ACCOUNT_MESSAGE =
  'Este evento ainda não pode receber pagamentos: a organização precisa conectar uma conta de recebimento.';
export const NO_RECEIVING_ACCOUNT_ORGANISER_WARNING =
  'Sua organização ainda não tem uma conta de recebimento. Ingressos pagos não poderão ser vendidos até o proprietário conectar uma em Recebimentos.';
