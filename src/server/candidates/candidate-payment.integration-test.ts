import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  candidates,
  coupons,
  emailOutbox,
  events,
  latePayments,
  orderPayments,
  participants,
} from '../db/schema.ts';
import { createTestCoupon } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { expireCandidateDeadlines } from './candidate-deadline.ts';
import {
  APPROVED_CARD,
  type CandidateSpec,
  createApprovalEvent,
  createCandidateOrder,
  PAYER,
} from './candidate-payment-test-kit.ts';

const PRICE = 10000;

describe.each(TEST_DRIVERS)('candidate payment (%s)', (driver) => {
  const env = useTestApp(driver);

  async function setup(people: CandidateSpec[], maxInstallments = 12) {
    const { ctx } = env();
    const { event, ticket } = await createApprovalEvent(ctx, PRICE, maxInstallments);
    const order = await createCandidateOrder(
      ctx,
      { eventId: event.id, ticketTypeId: ticket.id, priceCents: PRICE },
      people,
    );
    return { event, ...order };
  }

  const threeSelected: CandidateSpec[] = [
    { name: 'Ana Souza', status: 'selecionado' },
    { name: 'Bruno Lima', status: 'selecionado' },
    { name: 'Carla Dias', status: 'selecionado' },
  ];

  function pay(body: Record<string, unknown>) {
    return env().app.inject({
      method: 'POST',
      url: '/api/payment-candidate/processar-pagamento-parcial',
      payload: { comprador: PAYER, ...body },
    });
  }

  function confirmPix(orderPaymentId: string) {
    return env().app.inject({
      method: 'POST',
      url: '/api/sandbox/pix/confirmar-pagamento',
      payload: { order_payment_id: orderPaymentId },
    });
  }

  async function statusesOf(ids: number[]) {
    const rows = await env()
      .ctx.db.select({ id: candidates.participantId, status: candidates.status })
      .from(candidates)
      .where(inArray(candidates.participantId, ids));
    return ids.map((id) => rows.find((r) => r.id === id)?.status);
  }

  it('validates a coupon: blank refused with the spec text, type 10 for percentual, priced by the server', async () => {
    const { event, hash, participantIds } = await setup(threeSelected);
    await createTestCoupon(env().ctx, event.id, { code: 'VINTE', value: 20 });
    const blank = await env().app.inject({
      method: 'POST',
      url: '/api/payment-candidate/validate-coupon',
      payload: { cupom_code: '  ', evento_id: event.id, valor_total: 200 },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().error).toBe('Digite um código de cupom.');
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/payment-candidate/validate-coupon',
      // The client says R$ 1; the server prices the two chosen people itself.
      payload: {
        cupom_code: 'vinte',
        evento_id: event.id,
        valor_total: 1,
        order_hash: hash,
        participantes_ids: participantIds.slice(0, 2),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cupom).toEqual({
      code: 'VINTE',
      type: 10,
      value: 20,
      desconto: 40,
      desconto_formatado: 'R$ 40,00',
      valor_final: 160,
      valor_final_formatado: 'R$ 160,00',
      tipos_ingresso_ids: [],
    });
    const unknown = await env().app.inject({
      method: 'POST',
      url: '/api/payment-candidate/validate-coupon',
      payload: { cupom_code: 'NADA', evento_id: event.id, valor_total: 200 },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error_type).toBe('invalid_coupon');
  });

  it('pays two by PIX and one by card in installments; a new set gets a new charge', async () => {
    const { ctx } = env();
    const { event, hash, participantIds } = await setup(threeSelected);
    const [ana, bruno, carla] = participantIds as [number, number, number];

    const threeFirst = await pay({
      order_hash: hash,
      participantes_ids: [ana, bruno, carla],
      metodo_pagamento: { method: 'pix' },
    });
    expect(threeFirst.statusCode).toBe(200);
    expect(threeFirst.json().data).toMatchObject({ amount: 300, paid: false, participants_count: 3 });

    const pix = await pay({
      order_hash: hash,
      participantes_ids: [bruno, ana, ana],
      metodo_pagamento: { method: 'pix' },
    });
    const data = pix.json().data;
    expect(data).toMatchObject({ amount: 200, paid: false, payment_method: 'pix', participants_count: 2 });
    expect(data.pix.code).toMatch(/^000201/);
    expect(data.order_payment_id).not.toBe(threeFirst.json().data.order_payment_id);
    // The same set again hands out the same charge; the first charge kept its amount.
    const again = await pay({
      order_hash: hash,
      participantes_ids: [ana, bruno],
      metodo_pagamento: { method: 'pix' },
    });
    expect(again.json().data.order_payment_id).toBe(data.order_payment_id);
    const [first] = await ctx.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.publicId, threeFirst.json().data.order_payment_id));
    expect(first?.amountCents).toBe(30000);

    const confirmed = await confirmPix(data.order_payment_id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ paid: true, participants_count: 2, amount: 200 });
    expect(await statusesOf([ana, bruno, carla])).toEqual(['pago', 'pago', 'selecionado']);

    const installmentsTooMany = await pay({
      order_hash: hash,
      participantes_ids: [carla],
      metodo_pagamento: { method: 'credit_card', card_data: APPROVED_CARD, installments: 3 },
    });
    // R$ 100 allows floor(100 / 35) = 2 installments.
    expect(installmentsTooMany.statusCode).toBe(422);
    expect(installmentsTooMany.json().validation_errors).toHaveProperty(['metodo_pagamento.installments']);

    const card = await pay({
      order_hash: hash,
      participantes_ids: [carla],
      metodo_pagamento: { method: 'credit_card', card_data: APPROVED_CARD, installments: 2 },
    });
    expect(card.statusCode).toBe(200);
    expect(card.json().data).toMatchObject({ paid: true, payment_method: 'credit_card', installments: 2 });
    expect(await statusesOf([ana, bruno, carla])).toEqual(['pago', 'pago', 'pago']);
    const people = await ctx.db
      .select({ status: participants.status, amount: participants.amountCents })
      .from(participants)
      .where(inArray(participants.id, [ana, bruno, carla]));
    expect(people.every((p) => p.status === 'pago' && p.amount === PRICE)).toBe(true);
    const [cardRow] = await ctx.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.publicId, card.json().data.order_payment_id));
    expect(cardRow).toMatchObject({
      status: 'fulfilled',
      installments: 2,
      cardLast4: '1111',
      amountCents: PRICE,
    });
    expect(JSON.stringify(cardRow)).not.toContain('4111111111111111');

    // The first charge (all three) can no longer be accepted: recorded for refund, nothing changes.
    const late = await confirmPix(threeFirst.json().data.order_payment_id);
    expect(late.statusCode).toBe(409);
    const lateRows = await ctx.db.select().from(latePayments).where(eq(latePayments.eventId, event.id));
    expect(lateRows.map((r) => r.amountCents)).toEqual([30000]);

    for (const url of [
      `/voucher/order-payment/${data.order_payment_id}`,
      `/receipt/order-payment/${data.order_payment_id}`,
    ]) {
      const doc = await env().app.inject({ method: 'GET', url });
      expect(doc.statusCode).toBe(200);
      expect(doc.headers['content-type']).toContain('application/pdf');
    }
    const [row] = await ctx.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.placesTaken).toBe(3);

    // The page offers each paid participant's ticket and receipt (issue 22), not only a badge.
    const page = await env().app.inject({ method: 'GET', url: `/api/payment-candidate/${hash}` });
    const documents = page.json().data.participantes.map((p: { documentos: unknown }) => p.documentos);
    expect(documents).toHaveLength(3);
    for (const links of documents as { ingresso: string; recibo: string }[]) {
      for (const url of [links.ingresso, links.recibo]) {
        const doc = await env().app.inject({ method: 'GET', url });
        expect(doc.statusCode, url).toBe(200);
        expect(doc.headers['content-type']).toContain('application/pdf');
      }
    }

    // Each confirmation carries the tickets it paid for (issue 22): Ana and Bruno's, then Carla's.
    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.eventId, event.id), like(emailOutbox.subject, 'Pagamento confirmado:%')))
      .orderBy(asc(emailOutbox.id));
    expect(mails.map((m) => m.attachments)).toEqual([
      { vouchersForParticipantIds: [ana, bruno] },
      { vouchersForParticipantIds: [carla] },
    ]);
    expect(mails[0]?.text).toContain('Os ingressos seguem em anexo');
  });

  it('charges the coupon price and counts its use once, when paid', async () => {
    const { ctx } = env();
    const { event, hash, participantIds } = await setup(threeSelected);
    const coupon = await createTestCoupon(ctx, event.id, { code: 'METADE', value: 50, usageLimit: 1 });
    const res = await pay({
      order_hash: hash,
      participantes_ids: participantIds.slice(0, 2),
      codigo_desconto: 'metade',
      metodo_pagamento: { method: 'credit_card', card_data: APPROVED_CARD, installments: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ amount: 100, paid: true });
    const again = await pay({
      order_hash: hash,
      participantes_ids: participantIds.slice(2),
      codigo_desconto: 'METADE',
      metodo_pagamento: { method: 'pix' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe('Cupom não é válido');
    const [row] = await ctx.db
      .select()
      .from(participants)
      .where(eq(participants.id, participantIds[0] ?? 0));
    expect(row?.amountCents).toBe(5000);
    const [used] = await ctx.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(used?.uses).toBe(1);
  });

  it('refuses expired, not selected and already paid participants with a clear message', async () => {
    const { hash, participantIds } = await setup([
      { name: 'Ana Souza', status: 'selecionado', deadline: new Date(Date.now() - 60_000) },
      { name: 'Bruno Lima', status: 'pre_inscrito' },
      { name: 'Carla Dias', status: 'prazo_vencido' },
      { name: 'Davi Rocha', status: 'pago' },
    ]);
    const expected = [
      'O prazo de pagamento de Ana Souza venceu. Fale com o organizador do evento.',
      'Bruno Lima não está selecionado(a) para pagamento.',
      'O prazo de pagamento de Carla Dias venceu. Fale com o organizador do evento.',
      'O pagamento de Davi Rocha já foi confirmado.',
    ];
    for (const [i, id] of participantIds.entries()) {
      const res = await pay({
        order_hash: hash,
        participantes_ids: [id],
        metodo_pagamento: { method: 'pix' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(expected[i]);
    }
    const empty = await pay({ order_hash: hash, participantes_ids: [], metodo_pagamento: { method: 'pix' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error).toBe('Selecione pelo menos um participante para pagamento.');
    const stranger = await pay({
      order_hash: hash,
      participantes_ids: [1],
      metodo_pagamento: { method: 'pix' },
    });
    expect([409, 422]).toContain(stranger.statusCode);
    const missing = await pay({
      order_hash: 'naoexiste-naoexiste',
      participantes_ids: [1],
      metodo_pagamento: { method: 'pix' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('checks the payer and the card with the payer modal messages', async () => {
    const { hash, participantIds } = await setup(threeSelected);
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/payment-candidate/processar-pagamento-parcial',
      payload: {
        order_hash: hash,
        participantes_ids: [participantIds[0]],
        metodo_pagamento: { method: 'credit_card', card_data: { number: '', expiry: '', cvv: '', name: '' } },
        comprador: { nome: 'M', email: '', documento: '111.111.111-11' },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().validation_errors).toEqual({
      'comprador.nome': ['Nome deve ter pelo menos 2 caracteres'],
      'comprador.email': ['Email é obrigatório'],
      'comprador.documento': ['CPF inválido'],
      'metodo_pagamento.card_data.number': ['Número do cartão é obrigatório'],
      'metodo_pagamento.card_data.expiry': ['Validade é obrigatória'],
      'metodo_pagamento.card_data.cvv': ['CVV é obrigatório'],
    });
  });

  it('accepts a PIX issued before the deadline and paid after it, unless the deadline job won', async () => {
    const { ctx } = env();
    const soon = new Date(Date.now() + 60_000);
    const { event, hash, participantIds } = await setup([
      { name: 'Ana Souza', status: 'selecionado', deadline: soon },
      { name: 'Bruno Lima', status: 'selecionado', deadline: soon },
    ]);
    const [ana, bruno] = participantIds as [number, number];
    const first = await pay({
      order_hash: hash,
      participantes_ids: [ana],
      metodo_pagamento: { method: 'pix' },
    });
    const second = await pay({
      order_hash: hash,
      participantes_ids: [bruno],
      metodo_pagamento: { method: 'pix' },
    });
    // The deadline passes; the job expires Bruno only after Ana's payment arrived.
    const later = new Date(soon.getTime() + 1000);
    await ctx.db
      .update(candidates)
      .set({ paymentDeadline: new Date(Date.now() - 1000) })
      .where(inArray(candidates.participantId, [ana, bruno]));
    expect((await confirmPix(first.json().data.order_payment_id)).statusCode).toBe(200);
    const expired = await ctx.db.transaction((tx) => expireCandidateDeadlines(tx, event.id, later));
    expect(expired).toHaveLength(1);
    const refused = await confirmPix(second.json().data.order_payment_id);
    expect(refused.statusCode).toBe(409);
    expect(await statusesOf([ana, bruno])).toEqual(['pago', 'prazo_vencido']);
    const [row] = await ctx.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.placesTaken).toBe(1);
    const [bRow] = await ctx.db.select().from(participants).where(eq(participants.id, bruno));
    expect(bRow?.status).toBe('pendente');
  });

  it('answers 4xx to junk and 404 to unknown payment ids', async () => {
    for (const payload of [{}, { order_hash: 1 }, { order_payment_id: 'x'.repeat(24) }]) {
      const res = await env().app.inject({
        method: 'POST',
        url: '/api/payment-candidate/processar-pagamento-parcial',
        payload,
      });
      expect(res.statusCode).toBe(422);
    }
    expect((await confirmPix('abc')).statusCode).toBe(404);
    expect((await confirmPix('A'.repeat(24))).statusCode).toBe(404);
  });
});
