// The event lifecycle through HTTP (issue 20 "Events", ADR 0400): a new event is a draft that only
// its preview link shows; Publicar opens it; Encerrar vendas stops sales but keeps the page;
// Cancelar stops everything and tells everyone once; delete only without orders; Duplicar copies
// the configuration into a new draft; another organiser's id is a 404 on every route.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, emailOutbox, events, formFields, ticketTypes } from '../db/schema.ts';
import { participant, pixBody, postRegistration } from '../orders/registration-test-kit.ts';
import { createTestCoupon, createTestForm } from '../testing/factories.ts';
import { type OrganiserAgent, registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { validEventForm } from './event-form-test-data.ts';

describe.each(TEST_DRIVERS)('event lifecycle (%s)', (driver) => {
  const env = useTestApp(driver);

  async function createDraft(agent: OrganiserAgent, overrides: Record<string, unknown> = {}) {
    const created = await agent.inject({
      method: 'POST',
      url: '/api/criar-evento',
      payload: validEventForm({
        data_inicio: '10/05/2099',
        data_fim: '2099-05-11',
        tipos_ingresso: [
          {
            nome: 'Inteira',
            preco: '100.00',
            quantidade: 50,
            data_inicio_venda: '01/01/2020',
            hora_inicio_venda: '00:00',
            data_fim_venda: '01/04/2099',
            hora_fim_venda: '23:59',
          },
        ],
        ...overrides,
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json().data.evento as { id: number; slug: string };
    const [ticket] = await env().ctx.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, id));
    return { id, slug, ticketId: ticket?.id ?? 0 };
  }

  const act = (agent: OrganiserAgent, id: number, action: string, payload?: object) =>
    agent.inject({ method: 'POST', url: `/api/eventos/${id}/${action}`, payload: payload ?? {} });

  const adminEvent = async (agent: OrganiserAgent, id: number) =>
    (await agent.inject({ method: 'GET', url: `/api/admin/eventos/${id}` })).json().data;

  it('keeps a new event a draft, invisible publicly but for its preview link, until Publicar', async () => {
    const { app } = env();
    const agent = await registerOrganiserAgent(app, 'Rita Rascunho');
    const draft = await createDraft(agent);

    const summary = await adminEvent(agent, draft.id);
    expect(summary.status).toBe('draft');
    expect(summary.acoes).toEqual(['publish', 'cancel', 'delete']);
    const token = String(summary.preview_url).split('/previa/')[1] ?? '';
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    // Publicly a draft does not exist: by slug, by id, for a purchase and a coupon check.
    expect((await app.inject({ method: 'GET', url: `/api/eventos/slug/${draft.slug}` })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: `/api/eventos/inscricao/${draft.id}` })).statusCode).toBe(
      404,
    );
    const early = await postRegistration(app, draft.id, pixBody([participant(draft.ticketId, 1)]));
    expect(early.statusCode).toBe(404);

    // The preview shows it as buyers will see it, selling nothing; a near-miss token is a 404.
    const preview = await app.inject({ method: 'GET', url: `/api/eventos/previa/${token}` });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      id: draft.id,
      status: 'draft',
      inscricoes_abertas: false,
      aviso_status: 'Pré-visualização: este evento ainda não foi publicado e não aceita inscrições.',
    });
    expect(preview.json().data.tipos_ingresso[0].venda_disponivel).toBe(false);
    const wrong = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    expect((await app.inject({ method: 'GET', url: `/api/eventos/previa/${wrong}` })).statusCode).toBe(404);

    const published = await act(agent, draft.id, 'publicar');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ message: 'Evento publicado!', data: { status: 'published' } });
    const page = await app.inject({ method: 'GET', url: `/api/eventos/slug/${draft.slug}` });
    expect(page.json().data).toMatchObject({
      status: 'published',
      inscricoes_abertas: true,
      aviso_status: null,
    });
    const sale = await postRegistration(app, draft.id, pixBody([participant(draft.ticketId, 2)]));
    expect(sale.statusCode, sale.body).toBe(201);
  });

  it('closes and reopens sales with the page still public, and refuses a sale meanwhile', async () => {
    const { app } = env();
    const agent = await registerOrganiserAgent(app, 'Vera Vendas');
    const event = await createDraft(agent);
    await act(agent, event.id, 'publicar');
    expect(
      (await postRegistration(app, event.id, pixBody([participant(event.ticketId, 3)]))).statusCode,
    ).toBe(201);

    // With an order, the event can no longer go back to draft (buyers hold its links).
    const unpublish = await act(agent, event.id, 'despublicar');
    expect(unpublish.statusCode).toBe(409);
    expect(unpublish.json().error).toBe(
      'Este evento já tem inscrições e não pode voltar a rascunho. Use "Encerrar vendas" para parar as vendas.',
    );

    const closed = await act(agent, event.id, 'encerrar-vendas');
    expect(closed.json()).toMatchObject({ message: 'Vendas encerradas.', data: { status: 'sales_closed' } });
    const page = await app.inject({ method: 'GET', url: `/api/eventos/slug/${event.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      status: 'sales_closed',
      inscricoes_abertas: false,
      aviso_status: 'As vendas para este evento foram encerradas pela organização.',
    });
    const refused = await postRegistration(app, event.id, pixBody([participant(event.ticketId, 4)]));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error_type: 'event_closed',
      error: 'As vendas para este evento foram encerradas pela organização.',
    });
    expect((await act(agent, event.id, 'encerrar-vendas')).statusCode).toBe(409);

    const reopened = await act(agent, event.id, 'publicar');
    expect(reopened.json()).toMatchObject({ message: 'Vendas reabertas!', data: { status: 'published' } });
    expect(
      (await postRegistration(app, event.id, pixBody([participant(event.ticketId, 5)]))).statusCode,
    ).toBe(201);
  });

  it('cancels once: sales stop, the page says so, each registered address gets one e-mail', async () => {
    const { app, ctx } = env();
    const agent = await registerOrganiserAgent(app, 'Carla Cancela');
    const event = await createDraft(agent, { contato_telefone: '(62) 99111-0001' });
    await act(agent, event.id, 'publicar');
    const ana = participant(event.ticketId, 6, { email: 'ana@teste.com.br' });
    const bia = participant(event.ticketId, 7, { email: 'bia@teste.com.br' });
    expect((await postRegistration(app, event.id, pixBody([ana, bia]))).statusCode).toBe(201);

    const cancelled = await act(agent, event.id, 'cancelar', { motivo: 'Chuva forte no local' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The buyer (maria@) and the two participants.
    expect(cancelled.json().data).toEqual({ status: 'cancelled', emails_enviados: 3 });
    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.eventId, event.id), eq(emailOutbox.kind, 'event_cancelled')));
    expect(mails.map((m) => m.toAddress).sort()).toEqual([
      'ana@teste.com.br',
      'bia@teste.com.br',
      'maria@teste.com.br',
    ]);
    const toBuyer = mails.find((m) => m.toAddress === 'maria@teste.com.br');
    expect(toBuyer?.subject).toBe('Evento cancelado: Congresso de Tecnologia');
    expect(toBuyer?.text).toContain('Motivo informado pela organização: Chuva forte no local');
    expect(toBuyer?.text).toContain(`Fale com a organização: ${agent.email} · (62) 99111-0001`);

    // Final: every later action is refused, nothing is queued twice, no sale gets through.
    for (const action of ['cancelar', 'publicar', 'encerrar-vendas', 'despublicar']) {
      expect((await act(agent, event.id, action)).statusCode).toBe(409);
    }
    const after = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.eventId, event.id));
    expect(after.filter((m) => m.kind === 'event_cancelled')).toHaveLength(3);
    const refused = await postRegistration(app, event.id, pixBody([participant(event.ticketId, 8)]));
    expect(refused.json().error).toBe('Este evento foi cancelado pela organização.');
    const page = await app.inject({ method: 'GET', url: `/api/eventos/slug/${event.slug}` });
    expect(page.json().data).toMatchObject({ status: 'cancelled', inscricoes_abertas: false });
    expect((await adminEvent(agent, event.id)).acoes).toEqual([]);
  });

  it('deletes only an event without orders, and answers 404 to everyone else', async () => {
    const { app, ctx } = env();
    const owner = await registerOrganiserAgent(app, 'Dona Delete');
    const stranger = await registerOrganiserAgent(app, 'Outra Pessoa');
    const sold = await createDraft(owner);
    await act(owner, sold.id, 'publicar');
    await postRegistration(app, sold.id, pixBody([participant(sold.ticketId, 9)]));
    const empty = await createDraft(owner);

    for (const action of ['publicar', 'despublicar', 'encerrar-vendas', 'cancelar', 'duplicar']) {
      expect((await act(stranger, empty.id, action)).statusCode).toBe(404);
    }
    expect((await stranger.inject({ method: 'DELETE', url: `/api/eventos/${empty.id}` })).statusCode).toBe(
      404,
    );

    const refused = await owner.inject({ method: 'DELETE', url: `/api/eventos/${sold.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Este evento já tem inscrições e não pode ser excluído. Você pode cancelá-lo.',
    );
    const deleted = await owner.inject({ method: 'DELETE', url: `/api/eventos/${empty.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await ctx.db.select().from(events).where(eq(events.id, empty.id))).toEqual([]);
    expect(await ctx.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, empty.id))).toEqual([]);
  });

  it('duplicates tickets, lots, form and coupons into a new draft with nothing sold', async () => {
    const { app, ctx } = env();
    const agent = await registerOrganiserAgent(app, 'Duda Duplica');
    const created = await agent.inject({
      method: 'POST',
      url: '/api/criar-evento',
      payload: validEventForm({ data_inicio: '10/05/2099', data_fim: '2099-05-11' }),
    });
    const sourceId: number = created.json().data.evento.id;
    const sourceTickets = await ctx.db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, sourceId))
      .orderBy(ticketTypes.id);
    const [first, second] = sourceTickets;
    await createTestForm(ctx, sourceId, [
      { label: 'Camiseta', type: 'dropdown', required: true, options: ['P', 'M'] },
    ]);
    await createTestCoupon(ctx, sourceId, { code: 'AMIGO', uses: 3, ticketTypeIds: [second?.id ?? 0] });
    await ctx.db
      .update(ticketTypes)
      .set({ sold: 7 })
      .where(eq(ticketTypes.id, first?.id ?? 0));

    const copied = await act(agent, sourceId, 'duplicar');
    expect(copied.statusCode, copied.body).toBe(201);
    expect(copied.json().message).toBe('Evento duplicado! A cópia é um rascunho.');
    const copyId: number = copied.json().data.evento.id;
    const [copy] = await ctx.db.select().from(events).where(eq(events.id, copyId));
    expect(copy).toMatchObject({ name: 'Congresso de Tecnologia (cópia)', status: 'draft', placesTaken: 0 });

    const tickets = await ctx.db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, copyId))
      .orderBy(ticketTypes.id);
    expect(tickets.map((t) => [t.name, t.priceCents, t.quantity, t.sold])).toEqual([
      ['Primeiro Lote', 10000, 50, 0],
      ['Segundo Lote', 15000, 100, 0],
    ]);
    // The lot opens after the copy of its predecessor, not after the original.
    expect(tickets[1]?.startAfterTicketId).toBe(tickets[0]?.id);
    const fields = await ctx.db.select().from(formFields).where(eq(formFields.eventId, copyId));
    expect(fields.map((f) => f.label)).toEqual(['Camiseta']);
    const [coupon] = await ctx.db.select().from(coupons).where(eq(coupons.eventId, copyId));
    expect(coupon).toMatchObject({ code: 'AMIGO', uses: 0, ticketTypeIds: [tickets[1]?.id] });
  });
});
