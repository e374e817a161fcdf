import { describe, expect, it } from 'vitest';
import { type RegistrationBody, registrationBody } from '../../domain/contracts/public-event.ts';
import type { CouponRecord } from '../coupons/coupon-lookup.ts';
import { AppError } from '../http/app-error.ts';
import type { EventBundle, EventRow, TicketTypeRow } from './event-catalog.ts';
import { planRegistration } from './registration-plan.ts';

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

function bundle(event: Partial<EventRow> = {}, tickets: TicketTypeRow[] = [ticket()]): EventBundle {
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
