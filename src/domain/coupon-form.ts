// The Novo Cupom / Editar Cupom modal's inputs (spec §5 Coupon) and how they become the API body.
// The body is then checked by the same schema the server parses with, so both sides give the
// same message for the same mistake.

import { z } from 'zod';
import {
  COUPON_TYPES,
  type CouponBody,
  type CouponType,
  type CouponView,
  couponBodySchema,
  couponValueIssues,
} from './contracts/coupons.ts';
import { isoToBrDate, parseDateInput } from './dates.ts';
import type { FieldErrors } from './errors.ts';
import { formatAmount, parseMoney } from './money.ts';

export const couponDraftSchema = z.object({
  codigo: z.string(),
  tipo: z.enum([...COUPON_TYPES, '']),
  /** Digits only, capped at 100 as typed (§5). */
  percent: z.string(),
  /** Brazilian money text: "1.234,56". */
  amount: z.string(),
  unlimited: z.boolean(),
  limit: z.string(),
  noMinimum: z.boolean(),
  minimum: z.string(),
  active: z.boolean(),
  noStart: z.boolean(),
  /** dd/mm/aaaa as typed (yyyy-mm-dd also read). */
  startDate: z.string(),
  /** HH:mm, 00:00 when blank (§5). */
  startTime: z.string(),
  noEnd: z.boolean(),
  endDate: z.string(),
  endTime: z.string(),
  /** The MultiSelect's values (ticket type ids as text); [] is every ticket type (ADR 0425). */
  ticketTypeIds: z.array(z.string()),
});
export type CouponDraft = z.infer<typeof couponDraftSchema>;

export const DEFAULT_COUPON_TIME = '00:00';
/**
 * A coupon valid "until 31/05" lasts that whole day (issue 20): its end time defaults to 23:59,
 * not the 00:00 that silently ended it the night before.
 */
export const DEFAULT_COUPON_END_TIME = '23:59';

export function emptyCouponDraft(): CouponDraft {
  return {
    codigo: '',
    tipo: '',
    percent: '',
    amount: '',
    unlimited: false,
    limit: '',
    noMinimum: true,
    minimum: '',
    active: true,
    noStart: true,
    startDate: '',
    startTime: DEFAULT_COUPON_TIME,
    noEnd: true,
    endDate: '',
    endTime: DEFAULT_COUPON_END_TIME,
    ticketTypeIds: [],
  };
}

/** §5: the percent input keeps digits only and never shows more than 100. */
export function sanitizePercentInput(text: string): string {
  const digits = text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 3);
  if (digits === '') return '';
  return Number(digits) > 100 ? '100' : digits;
}

function splitDateTime(text: string | null, fallback: string): { date: string; time: string } {
  if (!text) return { date: '', time: fallback };
  const [date = '', time = fallback] = text.split(' ');
  return { date: isoToBrDate(date), time };
}

/** A saved coupon as the modal's inputs (Editar Cupom). */
export function couponToDraft(coupon: CouponView): CouponDraft {
  const start = splitDateTime(coupon.dataInicio, DEFAULT_COUPON_TIME);
  const end = splitDateTime(coupon.dataFim, DEFAULT_COUPON_END_TIME);
  return {
    codigo: coupon.codigo,
    tipo: coupon.tipo,
    percent: coupon.tipo === 'percentual' ? String(coupon.valor) : '',
    amount: coupon.tipo === 'valor' ? formatAmount(Math.round(coupon.valor * 100)) : '',
    unlimited: coupon.limite === null,
    limit: coupon.limite === null ? '' : String(coupon.limite),
    noMinimum: coupon.min_value === 0,
    minimum: coupon.min_value === 0 ? '' : formatAmount(Math.round(coupon.min_value * 100)),
    active: coupon.ativo,
    noStart: coupon.dataInicio === null,
    startDate: start.date,
    startTime: start.time,
    noEnd: coupon.dataFim === null,
    endDate: end.date,
    endTime: end.time,
    ticketTypeIds: coupon.tipos_ingresso_ids.map(String),
  };
}

function dateTimeOf(skip: boolean, date: string, time: string, fallback: string): string | null {
  if (skip) return null;
  if (date.trim() === '') return '';
  // An unreadable date is sent as typed, so the schema names it with its message.
  const iso = parseDateInput(date) ?? date.trim();
  return `${iso} ${time.trim() === '' ? fallback : time.trim()}`;
}

/** The inputs as the API body. Blank or unreadable numbers become values the schema refuses with §5's message. */
export function draftToCouponBody(draft: CouponDraft): CouponBody {
  const valueCents = parseMoney(draft.amount);
  const minimumCents = draft.noMinimum ? 0 : parseMoney(draft.minimum);
  const limit = draft.limit.trim() === '' ? 0 : Number(draft.limit.trim());
  return {
    codigo: draft.codigo,
    tipo: draft.tipo as CouponType,
    valor:
      draft.tipo === 'percentual'
        ? draft.percent === ''
          ? 0
          : Number(draft.percent)
        : valueCents === null
          ? 0
          : valueCents / 100,
    limite: draft.unlimited ? null : Number.isFinite(limit) ? limit : 0,
    min_value: draft.noMinimum ? 0 : minimumCents === null ? Number.NaN : minimumCents / 100,
    ativo: draft.active,
    dataInicio: dateTimeOf(draft.noStart, draft.startDate, draft.startTime, DEFAULT_COUPON_TIME),
    dataFim: dateTimeOf(draft.noEnd, draft.endDate, draft.endTime, DEFAULT_COUPON_END_TIME),
    tipos_ingresso_ids: draft.ticketTypeIds.map(Number),
  };
}

/**
 * Every mistake of the modal at once, keyed by body field. The schema's cross-field rules only run
 * once each field parses, so the value rule (which depends on the type) is added here as well.
 */
export function validateCouponDraft(draft: CouponDraft): { body: CouponBody; errors: FieldErrors } {
  const body = draftToCouponBody(draft);
  const result = couponBodySchema.safeParse(body);
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '_');
      errors[key] = [...(errors[key] ?? []), issue.message];
    }
  }
  if ((COUPON_TYPES as readonly string[]).includes(draft.tipo) && !errors.valor) {
    const issues = couponValueIssues(draft.tipo as CouponType, body.valor);
    if (issues.length > 0) errors.valor = issues.map((i) => i.message);
  }
  return { body, errors };
}

/** The input under which a body field's message shows (the value's input depends on the type). */
export function couponInputOf(bodyField: string, tipo: CouponDraft['tipo']): keyof CouponDraft | null {
  switch (bodyField) {
    case 'codigo':
    case 'tipo':
      return bodyField;
    case 'valor':
      return tipo === 'percentual' ? 'percent' : 'amount';
    case 'limite':
      return 'limit';
    case 'min_value':
      return 'minimum';
    case 'dataInicio':
      return 'startDate';
    case 'dataFim':
      return 'endDate';
    case 'tipos_ingresso_ids':
      return 'ticketTypeIds';
    default:
      return null;
  }
}

/**
 * The modal's schema: validateCouponDraft (the server's couponBodySchema on the body the inputs
 * make) with each message under its input; a valid draft becomes that body.
 */
export const couponFormSchema = couponDraftSchema
  .superRefine((draft, issues) => {
    for (const [field, messages] of Object.entries(validateCouponDraft(draft).errors)) {
      // A message of no input of its own still makes the draft invalid, as the server would.
      const input = couponInputOf(field, draft.tipo) ?? field;
      for (const message of messages) issues.addIssue({ code: 'custom', path: [input], message });
    }
  })
  .transform(draftToCouponBody);
