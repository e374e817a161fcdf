import { describe, expect, it } from 'vitest';
import { type RegistrationBody, registrationBody } from '../../domain/contracts/public-event.ts';
import type { CouponRecord } from '../coupons/coupon-lookup.ts';
import { AppError } from '../http/app-error.ts';
import type { EventBundle, EventRow, TicketTypeRow } from './event-catalog.ts';
import { planRegistration, precheckRegistration } from './registration-plan.ts';

const now = new Date('2030-01-10T12:00:00Z');

function ticket(overrides: Partial<TicketTypeRow> = {}): TicketTypeRow {
  return {
    id: 1,
    eventId: 1,
    name: 'Inteira',
    description: '',
    priceCents: 5000,
    quantity: 100,
    sold: 0,
    limitPerOrder: null,
    salesStartAt: null,
    salesEndAt: null,
    startAfterTicketId: null,
    allowCard: true,
    allowMultiple: true,
    showInAgenda: false,
    position: 0,
    createdAt: now,
    ...overrides,
  };
}

function bundle(
  event: Partial<EventRow> = {},
  tickets: TicketTypeRow[] = [ticket()],
  maxParticipantsPerOrder = 10,
): EventBundle {
  return {
    event: {
      id: 1,
      capacity: 100,
      placesTaken: 0,
      endsAt: new Date('2030-02-01T00:00:00Z'),
      needsApproval: false,
      maxInstallmentsMatrix: 12,
      ...event,
    } as EventRow,
    settings: {
      uniqueParticipantEmail: false,
      maxInstallments: 12,
      metaPixelId: null,
      checkoutTitle: 'Compra realizada com sucesso!',
      checkoutMessageHtml: '',
      maxParticipantsPerOrder,
      pixHoldMinutes: 15,
      withdrawalLimitHours: 48,
    },
    tickets,
    fields: [],
    organiserDisplayName: 'Organizador',
  };
}

const person = (n: number, ticketTypeId = 1) => ({
  ticketTypeId,
  nome: `Pessoa ${n}`,
  email: `p${n}@teste.com.br`,
});
const buyer = { name: 'Maria Compradora', email: 'maria@teste.com.br', documento: '52998224725' };

function body(raw: Record<string, unknown>): RegistrationBody {
  return registrationBody.parse(raw);
}

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const coupon = (overrides: Partial<CouponRecord> = {}): CouponRecord => ({
  id: 7,
  code: 'DEZ',
  discountType: 'percentual',
  value: 10,
  minValueCents: 0,
  usageLimit: null,
  uses: 0,
  active: true,
  startsAt: null,
  endsAt: null,
  ticketTypeIds: null,
  ...overrides,
});

describe('planRegistration', () => {
  it('prices from the event, never from the body, and splits the discount across participants', () => {
    const plan = planRegistration({
      bundle: bundle({}, [ticket(), ticket({ id: 2, priceCents: 3333 })]),
      body: body({
        comprador: { comprador: buyer, payment_method: 'pix' },
        participantes: [
          { ...person(1), preco: 0.01 },
          { ...person(2, 2), valor: 0 },
        ],
        cupom: { code: 'dez' },
        valor_total: 0.01,
      }),
      coupon: coupon(),
      now,
    });
    expect(plan.kind).toBe('pix');
    expect(plan.totals).toMatchObject({ subtotalCents: 8333, discountCents: 833, totalCents: 7500 });
    expect(plan.participants.map((p) => p.amountCents)).toEqual([4500, 3000]);
    expect(plan.quantities).toEqual([
      { ticketTypeId: 1, quantity: 1 },
      { ticketTypeId: 2, quantity: 1 },
    ]);
  });

  it('makes a free order of a zero total, the first participant standing in as buyer', () => {
    const plan = planRegistration({
      bundle: bundle({}, [ticket({ priceCents: 0 })]),
      body: body({ participantes: [person(1)] }),
      coupon: null,
      now,
    });
    expect(plan).toMatchObject({ kind: 'free', installments: 1, buyer: { email: 'p1@teste.com.br' } });
  });

  it('pre-registers on approval events outside sales windows, without a coupon', () => {
    const plan = planRegistration({
      bundle: bundle({ needsApproval: true }, [ticket({ salesEndAt: new Date('2029-01-01T00:00:00Z') })]),
      body: body({
        participantes: [{ ...person(1), telefone: '11987654321', cpf: '52998224725' }],
        cupom: { code: 'DEZ' },
      }),
      coupon: coupon(),
      now,
    });
    expect(plan).toMatchObject({ kind: 'approval', coupon: null });
  });

  it('tells a full event (closed) from one with fewer places than asked (stock)', () => {
    const full = refusal(() =>
      planRegistration({
        bundle: bundle({ placesTaken: 100 }),
        body: body({ participantes: [person(1)] }),
        coupon: null,
        now,
      }),
    );
    expect(full.type).toBe('event_closed');
    const short = refusal(() =>
      planRegistration({
        bundle: bundle({ placesTaken: 99 }),
        body: body({
          comprador: { comprador: buyer, payment_method: 'pix' },
          participantes: [person(1), person(2)],
        }),
        coupon: null,
        now,
      }),
    );
    expect([short.type, short.message]).toEqual([
      'insufficient_stock',
      'Só é possível comprar 1 ingressos deste tipo.',
    ]);
  });

  it('refuses card for a ticket that does not allow it and installments under R$ 35,00', () => {
    const error = refusal(() =>
      planRegistration({
        bundle: bundle({}, [ticket({ allowCard: false, priceCents: 6000 })]),
        body: body({
          comprador: {
            comprador: buyer,
            payment_method: 'credit_card',
            installments: 2,
            card_data: { number: '4111111111111111', expiry: '12/2099', cvv: '123', name: 'MARIA' },
          },
          participantes: [person(1)],
        }),
        coupon: null,
        now,
      }),
    );
    expect(error.type).toBe('validation');
    expect(Object.keys(error.fieldErrors ?? {})).toEqual([
      'comprador.payment_method',
      'comprador.installments',
    ]);
  });

  it('asks for a payment method on a paid order', () => {
    const error = refusal(() =>
      planRegistration({
        bundle: bundle(),
        body: body({ comprador: { comprador: buyer }, participantes: [person(1)] }),
        coupon: null,
        now,
      }),
    );
    expect(error.fieldErrors).toEqual({ 'comprador.payment_method': ['Selecione uma forma de pagamento.'] });
  });
});

describe('participants per order (issue 17 item 2)', () => {
  const free = [ticket({ priceCents: 0, quantity: 1000 })];
  const people = (n: number) => Array.from({ length: n }, (_, i) => person(i + 1));

  it('refuses an eleventh participant on a free event by default, before reading any participant', () => {
    const error = refusal(() =>
      planRegistration({
        bundle: bundle({}, free),
        body: body({ participantes: people(11) }),
        coupon: null,
        now,
      }),
    );
    expect([error.type, error.message, error.details]).toEqual([
      'ticket_limit_exceeded',
      'Cada inscrição pode ter no máximo 10 participantes.',
      { limit: 10, scope: 'order' },
    ]);
    expect(
      planRegistration({
        bundle: bundle({}, free),
        body: body({ participantes: people(10) }),
        coupon: null,
        now,
      }).participants,
    ).toHaveLength(10);
  });

  it("follows the organiser's setting, in pre-registrations too", () => {
    const approval = bundle({ needsApproval: true }, free, 2);
    const withPhone = people(3).map((p) => ({ ...p, telefone: '11987654321', cpf: '52998224725' }));
    const error = refusal(() => precheckRegistration(approval, body({ participantes: withPhone })));
    expect(error.message).toBe('Cada inscrição pode ter no máximo 2 participantes.');
    const one = refusal(() => precheckRegistration(bundle({}, free, 1), body({ participantes: people(2) })));
    expect(one.message).toBe('Cada inscrição pode ter apenas 1 participante.');
  });
});

describe('buyer data before the coupon (issue 17 item 4)', () => {
  it('asks a request carrying a code for the buyer before the code is looked up', () => {
    const error = refusal(() =>
      precheckRegistration(bundle(), body({ participantes: [person(1)], cupom: { code: 'CEM' } })),
    );
    expect(error.type).toBe('validation');
    expect(Object.keys(error.fieldErrors ?? {}).sort()).toEqual([
      'comprador.documento',
      'comprador.email',
      'comprador.name',
    ]);
  });

  it('lets a request without a code skip the buyer on a free event, as the spec says', () => {
    expect(() =>
      precheckRegistration(bundle({}, [ticket({ priceCents: 0 })]), body({ participantes: [person(1)] })),
    ).not.toThrow();
  });

  it('never turns a 100 % code into an order without a buyer', () => {
    const error = refusal(() =>
      planRegistration({
        bundle: bundle(),
        body: body({ participantes: [person(1)], cupom: { code: 'CEM' } }),
        coupon: coupon({ value: 100 }),
        now,
      }),
    );
    expect(error.type).toBe('validation');
    expect(error.fieldErrors).toHaveProperty(['comprador.email']);
    const plan = planRegistration({
      bundle: bundle(),
      body: body({ comprador: { comprador: buyer }, participantes: [person(1)], cupom: { code: 'CEM' } }),
      coupon: coupon({ value: 100 }),
      now,
    });
    expect(plan).toMatchObject({ kind: 'free', buyer: { email: 'maria@teste.com.br' } });
  });
});
