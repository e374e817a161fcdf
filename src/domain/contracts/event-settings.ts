// Configurações Avançadas (spec §2 Advanced settings, §3 Settings, §5 Settings, §7 settings saves):
// parsed by the server and by the tab's three forms with the same schemas.
import { z } from 'zod';
import { MAX_INSTALLMENTS, MAX_PARTICIPANTS_PER_ORDER } from '../input-bounds.ts';
import { META_PIXEL_ID_PATTERN } from '../meta-pixel.ts';
import { MAX_WITHDRAWAL_LIMIT_HOURS, MIN_WITHDRAWAL_LIMIT_HOURS } from '../order-lifecycle.ts';
import { MAX_PIX_HOLD_MINUTES, MIN_PIX_HOLD_MINUTES, ORDER_LIMIT_MESSAGES } from '../order-limits.ts';

export { META_PIXEL_ID_PATTERN };

export const DEFAULT_CHECKOUT_TITLE = 'Compra realizada com sucesso!';
export const CHECKOUT_TITLE_MAX = 120;
/** Characters of the rich text as sent (before sanitising). */
export const CHECKOUT_CONTENT_MAX = 20_000;

export const SETTINGS_MESSAGES = {
  installmentsRange: (max: number) => `O parcelamento máximo deve ser de 1 a ${max} parcela(s).`,
  pixelInvalid: 'Informe um ID de pixel válido: apenas números, de 5 a 20 dígitos.',
  titleTooLong: `O título pode ter no máximo ${CHECKOUT_TITLE_MAX} caracteres.`,
  contentTooLong: 'A mensagem é longa demais.',
  withdrawalLimitRange: `O prazo de cancelamento pelo comprador deve ser um número inteiro de horas, de ${MIN_WITHDRAWAL_LIMIT_HOURS} a ${MAX_WITHDRAWAL_LIMIT_HOURS}.`,
  generalSaved: 'Configurações gerais salvas com sucesso!',
  pixelSaved: 'Meta Pixel salvo com sucesso!',
  pixelRemoved: 'Meta Pixel removido.',
  checkoutSaved: 'Mensagem de checkout salva com sucesso!',
  // §8 "Settings" fallbacks.
  saveFailedTitle: 'Erro ao salvar',
  generalFailed: 'Não foi possível salvar as configurações gerais. Tente novamente.',
  pixelFailed: 'Não foi possível salvar o Meta Pixel. Tente novamente.',
  checkoutFailed: 'Não foi possível salvar a mensagem de checkout. Tente novamente.',
} as const;

export const eventSettingsSchema = z.object({
  emailUnico: z.boolean(),
  parcelamentoMaximo: z.number().int().min(1),
  /** The event's matrix maximum (parcelamento_maximo_matriz): the stepper's ceiling. */
  parcelamentoMaximoMatriz: z.number().int().min(1),
  /** Participants one order may hold (ADR 0250; not in the spec, which has no such setting). */
  limiteParticipantesPorPedido: z.number().int().min(1),
  /** Minutes an unpaid PIX order holds its places (ADR 0251). */
  tempoReservaPix: z.number().int().min(1),
  /** Hours before the event when the buyer's withdrawal (CDC art. 49) closes (ADR 0413, 0420). */
  limiteCancelamentoHoras: z.number().int().min(0),
  metaPixelKey: z.string().nullable(),
  mensagemCheckout: z.object({ titulo: z.string(), conteudo: z.string() }),
});
export type EventSettingsView = z.infer<typeof eventSettingsSchema>;

// POST …/configuracoes/gerais. The event's own matrix maximum is checked by the service.
export const generalSettingsBody = z.object({
  emailUnico: z.boolean({ error: 'Informe se o e-mail deve ser único.' }),
  parcelamentoMaximo: z
    .number({ error: SETTINGS_MESSAGES.installmentsRange(MAX_INSTALLMENTS) })
    .int(SETTINGS_MESSAGES.installmentsRange(MAX_INSTALLMENTS))
    .min(1, SETTINGS_MESSAGES.installmentsRange(MAX_INSTALLMENTS))
    .max(MAX_INSTALLMENTS, SETTINGS_MESSAGES.installmentsRange(MAX_INSTALLMENTS)),
  // Optional so a client that only knows the spec's two fields keeps the saved values.
  limiteParticipantesPorPedido: z
    .number({ error: ORDER_LIMIT_MESSAGES.participantsRange })
    .int(ORDER_LIMIT_MESSAGES.participantsRange)
    .min(1, ORDER_LIMIT_MESSAGES.participantsRange)
    .max(MAX_PARTICIPANTS_PER_ORDER, ORDER_LIMIT_MESSAGES.participantsRange)
    .optional(),
  tempoReservaPix: z
    .number({ error: ORDER_LIMIT_MESSAGES.pixHoldRange })
    .int(ORDER_LIMIT_MESSAGES.pixHoldRange)
    .min(MIN_PIX_HOLD_MINUTES, ORDER_LIMIT_MESSAGES.pixHoldRange)
    .max(MAX_PIX_HOLD_MINUTES, ORDER_LIMIT_MESSAGES.pixHoldRange)
    .optional(),
  limiteCancelamentoHoras: z
    .number({ error: SETTINGS_MESSAGES.withdrawalLimitRange })
    .int(SETTINGS_MESSAGES.withdrawalLimitRange)
    .min(MIN_WITHDRAWAL_LIMIT_HOURS, SETTINGS_MESSAGES.withdrawalLimitRange)
    .max(MAX_WITHDRAWAL_LIMIT_HOURS, SETTINGS_MESSAGES.withdrawalLimitRange)
    .optional(),
});
export type GeneralSettingsBody = z.infer<typeof generalSettingsBody>;

// POST …/configuracoes/meta-pixel. Blank (or null) removes the pixel.
export const metaPixelBody = z.object({
  metaPixelKey: z
    .string({ error: SETTINGS_MESSAGES.pixelInvalid })
    .trim()
    .max(40, SETTINGS_MESSAGES.pixelInvalid)
    .refine((v) => v === '' || META_PIXEL_ID_PATTERN.test(v), SETTINGS_MESSAGES.pixelInvalid)
    .nullable()
    .transform((v) => (v === '' ? null : v)),
});
export type MetaPixelBody = z.input<typeof metaPixelBody>;

// POST …/configuracoes/mensagem-checkout. A blank title falls back to the spec's default.
export const checkoutMessageBody = z.object({
  titulo: z
    .string()
    .trim()
    .max(CHECKOUT_TITLE_MAX, SETTINGS_MESSAGES.titleTooLong)
    .transform((v) => (v === '' ? DEFAULT_CHECKOUT_TITLE : v)),
  conteudo: z.string().max(CHECKOUT_CONTENT_MAX, SETTINGS_MESSAGES.contentTooLong),
});
export type CheckoutMessageBody = z.input<typeof checkoutMessageBody>;

/** The stepper's bounds (§5 Settings): 1 to the event's matrix maximum. */
export function clampInstallments(value: number, matrixMax: number): number {
  const max = Math.max(1, Math.floor(matrixMax));
  if (!Number.isFinite(value)) return 1;
  return Math.min(max, Math.max(1, Math.round(value)));
}
