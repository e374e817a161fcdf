// The organiser's coupon calls (spec §3 Coupon, §5 Coupon, §7 coupon store/update/delete/toggle):
// one body schema, parsed by the server and by the Novo Cupom / Editar Cupom modal, with the
// spec's messages verbatim. Money travels in reais (as the buyer's validar-cupom does); it is
// centavos from the parse on.
import { z } from 'zod';
import { normalizeCouponCode } from '../coupon.ts';
import { parseDateInput, parseTimeInput, toInstant, toLocalParts } from '../dates.ts';
import { INT4_MAX, idNumber, MAX_ORDER_TOTAL_CENTS, TEXT_MAX } from '../input-bounds.ts';
import { formatBRL } from '../money.ts';

/** How many ticket types one coupon may name: far above any real event's list (ADR 0425). */
export const MAX_COUPON_TICKET_TYPES = 200;

export const COUPON_FORM_MESSAGES = {
  codeRequired: 'Informe o código do cupom.',
  typeRequired: 'Selecione um tipo de desconto.',
  percentInvalid: 'Informe um percentual válido (1-100).',
  percentOver100: 'O desconto percentual não pode ser maior que 100%.',
  moneyInvalid: 'Informe um valor monetário válido.',
  limitInvalid: 'Informe um limite de usos válido ou marque como ilimitado.',
  minNegative: 'O valor mínimo não pode ser negativo.',
  startRequired: 'Informe a data de início ou marque como "Sem data de início".',
  endRequired: 'Informe a data de fim ou marque como "Sem data de fim".',
  // Beyond the spec's list: rules the spec leaves unsaid, said plainly.
  codeTooLong: `O código pode ter no máximo ${TEXT_MAX.couponCode} caracteres.`,
  codeCharacters: 'Use apenas letras, números, hífen e sublinhado no código.',
  dateInvalid: 'Informe uma data e hora válidas.',
  endBeforeStart: 'A data de fim deve ser posterior à data de início.',
  moneyMax: `O valor deve ser de no máximo ${formatBRL(MAX_ORDER_TOTAL_CENTS)}.`,
  limitMax: 'O limite de usos é grande demais.',
  ticketTypesInvalid: 'Escolha apenas ingressos deste evento.',
  ticketTypesTooMany: `Escolha no máximo ${MAX_COUPON_TICKET_TYPES} ingressos.`,
  validationTitle: 'Erro de Validação',
  validationBody: 'Por favor, corrija os erros nos campos destacados.',
} as const;

export const COUPON_SERVER_MESSAGES = {
  notFound: 'Cupom não encontrado.',
  duplicateCode: 'Já existe um cupom com este código neste evento.',
  limitBelowUses: (uses: number) =>
    `O limite de usos não pode ser menor que os ${uses} uso(s) já realizados deste cupom.`,
  created: 'Cupom criado com sucesso!',
  updated: 'Cupom atualizado com sucesso!',
  deleted: 'Cupom excluído com sucesso!',
  activated: 'Cupom ativado.',
  deactivated: 'Cupom inativado.',
  listed: 'Cupons do evento.',
} as const;

/** The UI fallbacks of spec §8 "Coupons". */
export const COUPON_UI_MESSAGES = {
  deleteTitle: 'Excluir Cupom',
  deleteBody: (code: string) =>
    `Tem certeza que deseja excluir o cupom "${code}"? Esta ação não pode ser desfeita.`,
  deleteFailed: 'Erro ao excluir cupom.',
  toggleRefused: 'Não foi possível atualizar o status do cupom.',
  toggleFailed: 'Erro ao atualizar status do cupom.',
  saveFailed: 'Erro ao salvar cupom.',
} as const;

export const COUPON_TYPES = ['percentual', 'valor'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** "YYYY-MM-DD HH:mm", a wall-clock time in Brazil (decision 0003). */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/;

/** "YYYY-MM-DD HH:mm" → instant, or null when it is not a real date and time. */
export function parseCouponDateTime(text: string): Date | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const date = parseDateInput(match[1] as string);
  const time = parseTimeInput(match[2] as string);
  return date && time ? toInstant(date, time) : null;
}

/** Instant → "YYYY-MM-DD HH:mm" in Brazil's wall clock. */
export function formatCouponDateTime(instant: Date): string {
  const { date, time } = toLocalParts(instant);
  return `${date} ${time}`;
}

/** Reais with at most two decimals → centavos, or null. */
function reaisToCents(value: number): number | null {
  const cents = Math.round(value * 100);
  return Math.abs(cents - value * 100) < 1e-6 ? cents : null;
}

// A required date: "" is "not given" (the message asks for it or the toggle); null is the toggle.
const dateField = (requiredMessage: string) =>
  z
    .string({ error: COUPON_FORM_MESSAGES.dateInvalid })
    .max(40, COUPON_FORM_MESSAGES.dateInvalid)
    .nullable()
    .superRefine((value, ctx) => {
      if (value === null) return;
      if (value.trim() === '') ctx.addIssue({ code: 'custom', message: requiredMessage });
      else if (!parseCouponDateTime(value))
        ctx.addIssue({ code: 'custom', message: COUPON_FORM_MESSAGES.dateInvalid });
    });

const finite = (message: string) => z.number({ error: message }).refine(Number.isFinite, message);

/**
 * POST /api/eventos/{id}/cupons and PUT …/{cupomId}. `valor` is the percent for `percentual`,
 * reais for `valor`; `limite` null is unlimited; `min_value` 0 is none; dates null are none.
 */
export const couponBodySchema = z
  .object({
    codigo: z
      .string({ error: COUPON_FORM_MESSAGES.codeRequired })
      .trim()
      .min(1, COUPON_FORM_MESSAGES.codeRequired)
      .max(TEXT_MAX.couponCode, COUPON_FORM_MESSAGES.codeTooLong)
      .regex(/^([\p{L}\p{N}_-]+)?$/u, COUPON_FORM_MESSAGES.codeCharacters),
    tipo: z.enum(COUPON_TYPES, { error: COUPON_FORM_MESSAGES.typeRequired }),
    valor: finite(COUPON_FORM_MESSAGES.moneyInvalid),
    limite: z
      .number({ error: COUPON_FORM_MESSAGES.limitInvalid })
      .int(COUPON_FORM_MESSAGES.limitInvalid)
      .min(1, COUPON_FORM_MESSAGES.limitInvalid)
      .max(INT4_MAX, COUPON_FORM_MESSAGES.limitMax)
      .nullable(),
    min_value: finite(COUPON_FORM_MESSAGES.moneyInvalid)
      .refine((v) => v >= 0, COUPON_FORM_MESSAGES.minNegative)
      .refine((v) => v <= MAX_ORDER_TOTAL_CENTS / 100, COUPON_FORM_MESSAGES.moneyMax)
      .refine((v) => v < 0 || reaisToCents(v) !== null, COUPON_FORM_MESSAGES.moneyInvalid)
      .default(0),
    ativo: z.boolean().default(true),
    dataInicio: dateField(COUPON_FORM_MESSAGES.startRequired),
    dataFim: dateField(COUPON_FORM_MESSAGES.endRequired),
    // The ticket types the discount reaches; [] is every ticket type (ADR 0425). Whether each id is
    // one of this event's tickets is the server's check (422 with ticketTypesInvalid).
    tipos_ingresso_ids: z
      .array(idNumber, { error: COUPON_FORM_MESSAGES.ticketTypesInvalid })
      .max(MAX_COUPON_TICKET_TYPES, COUPON_FORM_MESSAGES.ticketTypesTooMany)
      .default([])
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  })
  .superRefine((body, ctx) => {
    for (const { path, message } of couponValueIssues(body.tipo, body.valor))
      ctx.addIssue({ code: 'custom', path, message });
    const start = body.dataInicio ? parseCouponDateTime(body.dataInicio) : null;
    const end = body.dataFim ? parseCouponDateTime(body.dataFim) : null;
    if (start && end && end.getTime() <= start.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['dataFim'], message: COUPON_FORM_MESSAGES.endBeforeStart });
    }
  });
export type CouponBody = z.input<typeof couponBodySchema>;
export type ParsedCouponBody = z.output<typeof couponBodySchema>;

/** §5: a percent is a whole number 1–100; a fixed value is more than zero, in centavos. */
export function couponValueIssues(tipo: CouponType, valor: number): { path: string[]; message: string }[] {
  const issue = (message: string) => [{ path: ['valor'], message }];
  if (!Number.isFinite(valor)) return issue(COUPON_FORM_MESSAGES.moneyInvalid);
  if (tipo === 'percentual') {
    if (valor > 100) return issue(COUPON_FORM_MESSAGES.percentOver100);
    return Number.isInteger(valor) && valor >= 1 ? [] : issue(COUPON_FORM_MESSAGES.percentInvalid);
  }
  if (valor > MAX_ORDER_TOTAL_CENTS / 100) return issue(COUPON_FORM_MESSAGES.moneyMax);
  const cents = reaisToCents(valor);
  return cents !== null && cents > 0 ? [] : issue(COUPON_FORM_MESSAGES.moneyInvalid);
}

/** What the server stores from a parsed body: centavos, instants, the code as typed but trimmed. */
export interface CouponValues {
  code: string;
  discountType: CouponType;
  /** Percent, or centavos. */
  value: number;
  usageLimit: number | null;
  minValueCents: number;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

export function toCouponValues(body: ParsedCouponBody): CouponValues {
  return {
    code: body.codigo,
    discountType: body.tipo,
    value: body.tipo === 'percentual' ? body.valor : (reaisToCents(body.valor) as number),
    usageLimit: body.limite,
    minValueCents: reaisToCents(body.min_value) as number,
    active: body.ativo,
    startsAt: body.dataInicio ? parseCouponDateTime(body.dataInicio) : null,
    endsAt: body.dataFim ? parseCouponDateTime(body.dataFim) : null,
  };
}

/** Two codes name the same coupon of an event when they match ignoring case and surrounding spaces. */
export const sameCouponCode = (a: string, b: string) => normalizeCouponCode(a) === normalizeCouponCode(b);

export const couponSchema = z.object({
  id: z.number().int().positive(),
  codigo: z.string(),
  tipo: z.enum(COUPON_TYPES),
  /** Percent, or reais. */
  valor: z.number(),
  limite: z.number().int().nullable(),
  usos: z.number().int().nonnegative(),
  /** Reais; 0 means none. */
  min_value: z.number().nonnegative(),
  ativo: z.boolean(),
  dataInicio: z.string().nullable(),
  dataFim: z.string().nullable(),
  /** The ticket types the discount reaches, ascending; [] is every ticket type (ADR 0425). */
  tipos_ingresso_ids: z.array(z.number().int().positive()),
});
export type CouponView = z.infer<typeof couponSchema>;

export function toCouponView(
  row: CouponValues & { id: number; uses: number; ticketTypeIds: readonly number[] },
): CouponView {
  return {
    id: row.id,
    codigo: row.code,
    tipo: row.discountType,
    valor: row.discountType === 'percentual' ? row.value : row.value / 100,
    limite: row.usageLimit,
    usos: row.uses,
    min_value: row.minValueCents / 100,
    ativo: row.active,
    dataInicio: row.startsAt ? formatCouponDateTime(row.startsAt) : null,
    dataFim: row.endsAt ? formatCouponDateTime(row.endsAt) : null,
    tipos_ingresso_ids: [...row.ticketTypeIds],
  };
}

/**
 * §7 "success, message, data (coupon), errors": the reply of POST, PUT, DELETE, ativar and inativar
 * (DELETE answers the coupon as it was removed). Strict, so a stray or renamed key is a contract break.
 */
export const couponReplySchema = z.strictObject({
  success: z.literal(true),
  message: z.string().min(1),
  data: couponSchema.strict(),
});
/** GET …/cupons: the same envelope, `data` the event's live coupons. */
export const couponListReplySchema = z.strictObject({
  success: z.literal(true),
  message: z.string().min(1),
  data: z.array(couponSchema.strict()),
});
/** A refused coupon call: the envelope (`errors` by field, null when no field is at fault) and the error shape. */
export const couponErrorReplySchema = z.strictObject({
  success: z.literal(false),
  message: z.string().min(1),
  errors: z.record(z.string(), z.array(z.string())).nullable(),
  error_type: z.string(),
  error: z.string(),
  error_details: z.unknown(),
  validation_errors: z.record(z.string(), z.array(z.string())).nullable(),
  error_code: z.number().int(),
});

/** §8 "Erro ao salvar cupom." with the server's validation errors, one per line. */
export function couponErrorLines(fieldErrors: Record<string, string[]> | null): string | null {
  const lines = Object.values(fieldErrors ?? {}).flatMap((messages) => messages.slice(0, 1));
  return lines.length > 0 ? lines.join('\n') : null;
}

/** DELETE and ativar/inativar take no fields (§7 "empty body"); anything sent is ignored. */
export const emptyCouponActionBody = z.object({});
