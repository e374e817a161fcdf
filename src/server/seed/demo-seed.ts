// Demo data for a fresh install: one organiser, an institution, a paid event with lots, a coupon
// and a conditional form, a free online event, an approval event and a sold-out workshop.
import { count } from 'drizzle-orm';
import { toInstant, toLocalParts } from '../../domain/dates.ts';
import { withCode } from '../../domain/order-code.ts';
import { ensureOrganisation } from '../access/organisation-access.ts';
import { createOrganiser } from '../auth/auth-service.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import {
  coupons,
  eventSettings,
  events,
  formFieldOptions,
  formFields,
  institutions,
  orderLines,
  orderPayments,
  orders,
  organisers,
  participants,
  ticketTypes,
} from '../db/schema.ts';
import { gatewayMoneyColumns } from '../payments/payment-gateway.ts';
import { sandboxMoney } from '../payments/sandbox-gateway.ts';
import { seedConferenceSales } from './demo-sales.ts';

export const DEMO_EMAIL = 'demo@catraca.com.br';
export const DEMO_PASSWORD = 'catraca-demo';

const DAY = 86_400_000;

/** A Brazilian wall-clock time `days` from today. */
function daysFromNow(days: number, time: string): Date {
  return toInstant(toLocalParts(new Date(Date.now() + days * DAY)).date, time);
}

type NewEvent = Omit<typeof events.$inferInsert, 'organiserId' | 'organisationId'>;

async function insertEvent(
  tx: Tx,
  organiserId: number,
  values: NewEvent,
  settings: Partial<typeof eventSettings.$inferInsert> = {},
) {
  // Demo events are public and selling (a new event from the form starts as a draft, ADR 0400),
  // with the contact buyers are told to write to (ADR 0402).
  const [event] = await tx
    .insert(events)
    .values({
      organiserId,
      organisationId: (await ensureOrganisation(tx, organiserId)).organisationId,
      status: 'published',
      publishedAt: new Date(),
      contactEmail: 'contato@catraca.com.br',
      contactPhone: '6232410000',
      contactSite: 'https://catraca.com.br/',
      ...values,
    })
    .returning();
  if (!event) throw new Error('seed: event not created');
  await tx.insert(eventSettings).values({ eventId: event.id, maxInstallments: 12, ...settings });
  return event;
}

async function insertField(
  tx: Tx,
  values: typeof formFields.$inferInsert,
  options: string[] = [],
): Promise<{ id: number; optionIds: Record<string, number> }> {
  const [field] = await tx.insert(formFields).values(values).returning({ id: formFields.id });
  if (!field) throw new Error('seed: field not created');
  const optionIds: Record<string, number> = {};
  for (const [position, value] of options.entries()) {
    const [option] = await tx
      .insert(formFieldOptions)
      .values({ fieldId: field.id, value, label: value, position })
      .returning({ id: formFieldOptions.id });
    if (option) optionIds[value] = option.id;
  }
  return { id: field.id, optionIds };
}

async function seedConference(tx: Tx, organiserId: number, institutionId: number) {
  const event = await insertEvent(
    tx,
    organiserId,
    {
      institutionId,
      slug: 'conferencia-catraca-2027',
      name: 'Conferência Catraca 2027',
      descriptionHtml:
        '<p>Dois dias de palestras sobre <strong>tecnologia</strong>, <em>produto</em> e comunidade.</p><ul><li>Palestras</li><li>Oficinas</li><li>Networking</li></ul>',
      startsAt: daysFromNow(90, '09:00'),
      endsAt: daysFromNow(91, '18:00'),
      capacity: 600,
      placeName: 'Centro de Convenções Frei Caneca',
      cep: '01307-001',
      street: 'Rua Frei Caneca',
      streetNumber: '569',
      district: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
    },
    {
      checkoutTitle: 'Inscrição confirmada!',
      checkoutMessageHtml:
        '<p>Nos vemos na <strong>Conferência Catraca</strong>. Os ingressos também foram enviados por e-mail.</p>',
    },
  );
  const salesStart = daysFromNow(-50, '00:00');
  const [inteira] = await tx
    .insert(ticketTypes)
    .values({
      eventId: event.id,
      name: 'Inteira',
      description: 'Acesso aos dois dias',
      priceCents: 12000,
      quantity: 300,
      limitPerOrder: 5,
      salesStartAt: salesStart,
      salesEndAt: daysFromNow(60, '23:59'),
      position: 0,
    })
    .returning();
  if (!inteira) throw new Error('seed: ticket not created');
  await tx.insert(ticketTypes).values([
    {
      eventId: event.id,
      name: 'Meia-Entrada',
      description: 'Estudantes e maiores de 60 anos',
      priceCents: 6000,
      quantity: 150,
      salesStartAt: salesStart,
      salesEndAt: daysFromNow(89, '23:59'),
      position: 1,
    },
    {
      eventId: event.id,
      name: 'Lote 2 - Inteira',
      description: 'Abre quando a Inteira esgotar ou encerrar',
      priceCents: 15000,
      quantity: 100,
      startAfterTicketId: inteira.id,
      salesEndAt: daysFromNow(89, '23:59'),
      position: 2,
    },
  ]);
  await tx
    .insert(coupons)
    .values({ eventId: event.id, code: 'BEMVINDO10', discountType: 'percentual', value: 10 });
  await insertField(tx, {
    eventId: event.id,
    type: 'short_text',
    label: 'Empresa',
    required: true,
    position: 0,
  });
  const source = await insertField(
    tx,
    { eventId: event.id, type: 'single_choice', label: 'Como soube do evento?', required: true, position: 1 },
    ['Instagram', 'Indicação', 'Outro'],
  );
  await insertField(tx, {
    eventId: event.id,
    type: 'short_text',
    label: 'Qual?',
    required: true,
    position: 2,
    conditionalFatherFieldId: source.id,
    conditionalOptionId: source.optionIds.Outro ?? null,
  });
  await insertField(
    tx,
    { eventId: event.id, type: 'dropdown', label: 'Tamanho da camiseta', required: false, position: 3 },
    ['P', 'M', 'G'],
  );
  await seedConferenceSales(tx, event.id);
}

async function seedFreeEvent(tx: Tx, organiserId: number) {
  const event = await insertEvent(tx, organiserId, {
    slug: 'encontro-comunidade-gratuito',
    name: 'Encontro da Comunidade',
    descriptionHtml: '<p>Um encontro <strong>online e gratuito</strong> para quem organiza eventos.</p>',
    startsAt: daysFromNow(30, '19:00'),
    endsAt: daysFromNow(30, '21:00'),
    capacity: 200,
    isOnline: true,
    meetingLink: 'https://meet.exemplo.com.br/comunidade',
  });
  await tx.insert(ticketTypes).values({
    eventId: event.id,
    name: 'Entrada Gratuita',
    priceCents: 0,
    quantity: 200,
    limitPerOrder: 2,
    salesEndAt: daysFromNow(30, '18:00'),
  });
}

async function seedApprovalEvent(tx: Tx, organiserId: number, institutionId: number) {
  const event = await insertEvent(tx, organiserId, {
    institutionId,
    slug: 'bootcamp-de-dados',
    name: 'Bootcamp de Dados',
    descriptionHtml:
      '<p>Seis semanas de imersão em <strong>engenharia de dados</strong>. Vagas limitadas: as inscrições passam por seleção.</p>',
    startsAt: daysFromNow(60, '08:00'),
    endsAt: daysFromNow(102, '18:00'),
    capacity: 30,
    needsApproval: true,
    approvalDeadlineValue: 7,
    approvalDeadlineUnit: 'dias',
    placeName: 'Campus Centro',
    street: 'Avenida Paulista',
    streetNumber: '1000',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    cep: '01310-100',
  });
  await tx.insert(ticketTypes).values({
    eventId: event.id,
    name: 'Vaga',
    priceCents: 30000,
    quantity: null,
    limitPerOrder: 1,
    salesEndAt: daysFromNow(45, '23:59'),
  });
  await insertField(tx, {
    eventId: event.id,
    type: 'short_text',
    label: 'LinkedIn',
    required: false,
    position: 0,
  });
}

async function seedSoldOutWorkshop(tx: Tx, organiserId: number) {
  const quantity = 20;
  const event = await insertEvent(tx, organiserId, {
    slug: 'workshop-esgotado',
    name: 'Workshop de Fotografia',
    descriptionHtml: '<p>Oficina prática de fotografia. <strong>Ingressos esgotados.</strong></p>',
    startsAt: daysFromNow(20, '14:00'),
    endsAt: daysFromNow(20, '18:00'),
    capacity: 40,
    placesTaken: quantity,
    placeName: 'Estúdio Luz',
    city: 'Rio de Janeiro',
    state: 'RJ',
  });
  const [ticket] = await tx
    .insert(ticketTypes)
    .values({ eventId: event.id, name: 'Ingresso Único', priceCents: 8000, quantity, sold: quantity })
    .returning();
  if (!ticket) throw new Error('seed: ticket not created');
  // The sold places belong to a real paid order, so every counter matches the rows behind it.
  const paidAt = new Date();
  const [order] = await tx
    .insert(orders)
    .values({
      eventId: event.id,
      ...withCode(`seed-${crypto.randomUUID()}`),
      status: 'paid',
      buyerName: 'Escola de Fotografia Exemplo',
      buyerEmail: 'compras@fotografia.exemplo.com.br',
      paymentMethod: 'pix',
      subtotalCents: quantity * 8000,
      totalCents: quantity * 8000,
      paidAt,
    })
    .returning();
  if (!order) throw new Error('seed: order not created');
  await tx
    .insert(orderLines)
    .values({ orderId: order.id, ticketTypeId: ticket.id, quantity, unitPriceCents: 8000 });
  const [payment] = await tx
    .insert(orderPayments)
    .values({
      orderId: order.id,
      method: 'pix',
      status: 'fulfilled',
      amountCents: quantity * 8000,
      gateway: 'sandbox',
      paidAt,
      ...gatewayMoneyColumns(sandboxMoney('pix', quantity * 8000, paidAt)),
    })
    .returning();
  await tx.insert(participants).values(
    Array.from({ length: quantity }, (_, i) => ({
      orderId: order.id,
      eventId: event.id,
      ticketTypeId: ticket.id,
      orderPaymentId: payment?.id ?? null,
      name: `Aluno ${i + 1}`,
      email: `aluno${i + 1}@fotografia.exemplo.com.br`,
      status: 'pago' as const,
      amountCents: 8000,
    })),
  );
}

export type SeedOutcome = { created: true } | { created: false; reason: 'production' | 'not_empty' };

export const SEED_REFUSED_IN_PRODUCTION =
  'Os dados de demonstração (com a conta demo@catraca.com.br e sua senha pública) não são criados em produção.';

/**
 * Seeds only an empty database (no organisers yet), and never in production: the demo account's
 * password is printed in the README, so it must not exist on a public site (issue 7).
 */
export async function seedDemoData(ctx: AppContext): Promise<SeedOutcome> {
  if (ctx.config.NODE_ENV === 'production') return { created: false, reason: 'production' };
  const [row] = await ctx.db.select({ n: count() }).from(organisers);
  if ((row?.n ?? 0) > 0) return { created: false, reason: 'not_empty' };
  const organiser = await createOrganiser(ctx, {
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    name: 'Organizadora Demo',
  });
  await ctx.db.transaction(async (tx) => {
    const [institution] = await tx
      .insert(institutions)
      .values([
        { name: 'Universidade Federal de Exemplo', hasMembers: true },
        { name: 'Associação Brasileira de Eventos', hasMembers: false },
        { name: 'Instituto de Tecnologia do Cerrado', hasMembers: true },
      ])
      .returning();
    if (!institution) throw new Error('seed: institution not created');
    await seedConference(tx, organiser.id, institution.id);
    await seedFreeEvent(tx, organiser.id);
    await seedApprovalEvent(tx, organiser.id, institution.id);
    await seedSoldOutWorkshop(tx, organiser.id);
  });
  return { created: true };
}
