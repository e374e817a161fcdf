import { describe, expect, it } from 'vitest';
import {
  couponBodySchema,
  formatCouponDateTime,
  COUPON_FORM_MESSAGES as M,
  parseCouponDateTime,
  toCouponValues,
  toCouponView,
} from './contracts/coupons.ts';
import {
  type CouponDraft,
  couponFormSchema,
  couponToDraft,
  draftToCouponBody,
  emptyCouponDraft,
  sanitizePercentInput,
  validateCouponDraft,
} from './coupon-form.ts';

const draft = (overrides: Partial<CouponDraft> = {}): CouponDraft => ({
  ...emptyCouponDraft(),
  codigo: 'PROMO10',
  tipo: 'percentual',
  percent: '10',
  unlimited: true,
  ...overrides,
});

describe('sanitizePercentInput (§5: digits only, capped at 100)', () => {
  it.each([
    ['10', '10'],
    ['1a0', '10'],
    ['150', '100'],
    ['1000', '100'],
    ['-5', '5'],
    ['7,5', '75'],
    ['', ''],
    ['abc', ''],
    ['007', '7'],
    ['0', '0'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizePercentInput(input)).toBe(expected);
  });
});

describe('validateCouponDraft: every §5 rule with its message', () => {
  it.each<[string, Partial<CouponDraft>, string, string]>([
    ['code required', { codigo: '   ' }, 'codigo', M.codeRequired],
    ['type required', { tipo: '' }, 'tipo', M.typeRequired],
    ['percent blank', { percent: '' }, 'valor', M.percentInvalid],
    ['percent zero', { percent: '0' }, 'valor', M.percentInvalid],
    ['fixed value zero', { tipo: 'valor', amount: '0,00' }, 'valor', M.moneyInvalid],
    ['fixed value unreadable', { tipo: 'valor', amount: 'dez' }, 'valor', M.moneyInvalid],
    ['limit blank', { unlimited: false, limit: '' }, 'limite', M.limitInvalid],
    ['limit zero', { unlimited: false, limit: '0' }, 'limite', M.limitInvalid],
    ['minimum negative', { noMinimum: false, minimum: '-1,00' }, 'min_value', M.minNegative],
    ['minimum unreadable', { noMinimum: false, minimum: 'x' }, 'min_value', M.moneyInvalid],
    ['start required', { noStart: false, startDate: '' }, 'dataInicio', M.startRequired],
    ['end required', { noEnd: false, endDate: '' }, 'dataFim', M.endRequired],
    ['start not a date', { noStart: false, startDate: '31/02/2026' }, 'dataInicio', M.dateInvalid],
    [
      'end before start',
      { noStart: false, startDate: '02/05/2026', noEnd: false, endDate: '2026-05-01' },
      'dataFim',
      M.endBeforeStart,
    ],
  ])('%s', (_, overrides, field, message) => {
    expect(validateCouponDraft(draft(overrides)).errors[field]).toEqual([message]);
  });

  it('reports every field at once, the value rule included', () => {
    const { errors } = validateCouponDraft(draft({ codigo: '', percent: '', unlimited: false, limit: '' }));
    expect(Object.keys(errors).sort()).toEqual(['codigo', 'limite', 'valor']);
  });

  it('starts a new coupon ending at 23:59 (the whole last day, issue 20) and starting at 00:00', () => {
    expect(emptyCouponDraft()).toMatchObject({ startTime: '00:00', endTime: '23:59' });
    const { body } = validateCouponDraft(
      draft({
        noStart: false,
        startDate: '01/05/2026',
        startTime: '',
        noEnd: false,
        endDate: '31/05/2026',
        endTime: '',
      }),
    );
    expect(body).toMatchObject({ dataInicio: '2026-05-01 00:00', dataFim: '2026-05-31 23:59' });
  });

  it('accepts a percent coupon with minimum, limit and dates; a blank start time is 00:00', () => {
    const { body, errors } = validateCouponDraft(
      draft({
        unlimited: false,
        limit: '2',
        noMinimum: false,
        minimum: '1.234,56',
        noStart: false,
        startDate: '01/05/2026',
        startTime: '',
        noEnd: false,
        endDate: '2026-05-31',
        endTime: '23:59',
      }),
    );
    expect(errors).toEqual({});
    expect(body).toEqual({
      codigo: 'PROMO10',
      tipo: 'percentual',
      valor: 10,
      limite: 2,
      min_value: 1234.56,
      ativo: true,
      dataInicio: '2026-05-01 00:00',
      dataFim: '2026-05-31 23:59',
      tipos_ingresso_ids: [],
    });
  });
});

describe('couponBodySchema (the server parse)', () => {
  const base = {
    codigo: ' Promo ',
    tipo: 'valor',
    valor: 12.5,
    limite: null,
    min_value: 0,
    dataInicio: null,
    dataFim: null,
  };
  it.each<[string, Record<string, unknown>, string, string]>([
    ['percent over 100', { tipo: 'percentual', valor: 150 }, 'valor', M.percentOver100],
    ['percent fraction', { tipo: 'percentual', valor: 12.5 }, 'valor', M.percentInvalid],
    ['three decimals of reais', { valor: 1.234 }, 'valor', M.moneyInvalid],
    ['unknown type', { tipo: 'brinde' }, 'tipo', M.typeRequired],
    ['limit fraction', { limite: 1.5 }, 'limite', M.limitInvalid],
    ['not a date', { dataInicio: '2026-02-30 10:00' }, 'dataInicio', M.dateInvalid],
    ['blank date', { dataFim: '' }, 'dataFim', M.endRequired],
    ['code with spaces inside', { codigo: 'A B' }, 'codigo', M.codeCharacters],
  ])('%s', (_, overrides, field, message) => {
    const result = couponBodySchema.safeParse({ ...base, ...overrides });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.filter((i) => i.path[0] === field).map((i) => i.message);
    expect(issues).toContain(message);
  });

  it('trims the code and stores centavos and instants at -03:00', () => {
    const parsed = couponBodySchema.parse({ ...base, dataInicio: '2026-05-01 08:30', min_value: 100 });
    expect(toCouponValues(parsed)).toEqual({
      code: 'Promo',
      discountType: 'valor',
      value: 1250,
      usageLimit: null,
      minValueCents: 10000,
      active: true,
      startsAt: new Date('2026-05-01T11:30:00Z'),
      endsAt: null,
    });
  });
});

describe('dates and the round trip modal → server → modal', () => {
  it('reads and writes "YYYY-MM-DD HH:mm" in Brazil time', () => {
    const instant = parseCouponDateTime('2026-12-31 23:59') as Date;
    expect(instant.toISOString()).toBe('2027-01-01T02:59:00.000Z');
    expect(formatCouponDateTime(instant)).toBe('2026-12-31 23:59');
    expect(parseCouponDateTime('31/12/2026 23:59')).toBeNull();
  });

  it('gives the same draft back for a saved coupon', () => {
    const original = draft({
      tipo: 'valor',
      percent: '',
      amount: '1.234,50',
      unlimited: false,
      limit: '3',
      noMinimum: false,
      minimum: '50,00',
      noStart: false,
      startDate: '01/05/2026',
      startTime: '08:00',
      ticketTypeIds: ['4', '9'],
    });
    const parsed = couponBodySchema.parse(draftToCouponBody(original));
    expect(parsed.tipos_ingresso_ids).toEqual([4, 9]);
    const values = toCouponValues(parsed);
    const view = toCouponView({ ...values, id: 1, uses: 0, ticketTypeIds: parsed.tipos_ingresso_ids });
    expect(couponToDraft(view)).toEqual(original);
  });
});

describe('couponFormSchema (the modal’s react-hook-form schema)', () => {
  const issuesOf = (input: CouponDraft) => {
    const result = couponFormSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('gives a valid draft as the body the server parses', () => {
    const parsed = couponFormSchema.parse(draft());
    expect(parsed).toEqual(draftToCouponBody(draft()));
    expect(couponBodySchema.safeParse(parsed).success).toBe(true);
  });

  it('shows the server schema’s messages under the inputs they belong to', () => {
    expect(issuesOf(draft({ codigo: '', percent: '' }))).toEqual({
      codigo: M.codeRequired,
      percent: validateCouponDraft(draft({ percent: '' })).errors.valor?.[0],
    });
    expect(issuesOf(draft({ tipo: 'valor', amount: '' }))).toHaveProperty('amount');
    expect(issuesOf(draft({ unlimited: false, limit: '0' }))).toEqual({ limit: M.limitInvalid });
    expect(
      issuesOf(draft({ noStart: false, startDate: '10/01/2030', noEnd: false, endDate: '09/01/2030' })),
    ).toEqual({ endDate: M.endBeforeStart });
  });
});
