import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventSettings, events, ticketTypes } from '../db/schema.ts';
import { createTestEvent, createTestInstitution } from '../testing/factories.ts';
import { type OrganiserAgent, registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { fakePng, multipartBody } from '../uploads/multipart-test-body.ts';
import { validEventForm } from './event-form-test-data.ts';

describe.each(TEST_DRIVERS)('event form: create and edit (%s)', (driver) => {
  // Many organisers sign up from one address in this file.
  const env = useTestApp(driver, { config: { LOGIN_MAX_PER_IP_PER_MINUTE: '1000' } });

  const create = (agent: OrganiserAgent, body: Record<string, unknown>) =>
    agent.inject({ method: 'POST', url: '/api/criar-evento', payload: body });
  const loadForEdit = (agent: OrganiserAgent, id: number) =>
    agent.inject({ method: 'GET', url: `/api/eventos/${id}/edit` });
  const update = (agent: OrganiserAgent, body: Record<string, unknown>) =>
    agent.inject({ method: 'PUT', url: '/api/atualizar-evento', payload: body });

  it('creates an event with settings, a lot that follows the first ticket and a unique slug', async () => {
    const agent = await registerOrganiserAgent(env().app);
    const res = await create(agent, validEventForm());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Evento criado com sucesso!' });
    const { id, slug } = body.data.evento;
    expect(slug).toBe('congresso-de-tecnologia');

    const [event] = await env().ctx.db.select().from(events).where(eq(events.id, id));
    expect(event).toMatchObject({
      organiserId: agent.id,
      capacity: 200,
      state: 'SP',
      cep: '01310-100',
      isOnline: false,
    });
    expect(event?.startsAt.toISOString()).toBe('2030-05-10T12:00:00.000Z');
    const settings = await env().ctx.db.select().from(eventSettings).where(eq(eventSettings.eventId, id));
    expect(settings).toHaveLength(1);
    // Organiser spec §9: a new event allows 1 installment until the organiser chooses more.
    expect(settings[0]?.maxInstallments).toBe(1);
    const tickets = await env()
      .ctx.db.select()
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, id))
      .orderBy(ticketTypes.position);
    expect(tickets.map((t) => [t.name, t.priceCents, t.quantity, t.limitPerOrder])).toEqual([
      ['Primeiro Lote', 10000, 50, 5],
      ['Segundo Lote', 15000, 100, null],
    ]);
    expect(tickets[1]?.startAfterTicketId).toBe(tickets[0]?.id);
    expect(tickets[1]?.salesStartAt).toBeNull();

    const again = await create(agent, validEventForm());
    expect(again.json().data.evento.slug).toBe('congresso-de-tecnologia-2');
  });

  it('loads the event for editing in the form’s own shape', async () => {
    const agent = await registerOrganiserAgent(env().app);
    const { id } = (await create(agent, validEventForm())).json().data.evento;
    const res = await loadForEdit(agent, id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id,
      nome: 'Congresso de Tecnologia',
      data_inicio: '10/05/2030',
      hora_inicio: '09:00',
      data_fim: '11/05/2030',
      hora_fim: '18:00',
      tipo_evento: 'presencial',
      pre_inscricao_type: 'immediate',
      banner_url: null,
    });
    expect(data.tipos_ingresso[0]).toMatchObject({
      preco: '100.00',
      quantidade: 50,
      quantidade_vendida: 0,
      use_lotes: false,
    });
    expect(data.tipos_ingresso[1]).toMatchObject({
      use_lotes: true,
      start_after_ticket_id: data.tipos_ingresso[0].id,
      data_inicio_venda: '',
      data_fim_venda: '09/05/2030',
    });
  });

  it('updates a price and adds a ticket type in one save, keeping the slug', async () => {
    const agent = await registerOrganiserAgent(env().app);
    const { id, slug } = (await create(agent, validEventForm())).json().data.evento;
    const loaded = (await loadForEdit(agent, id)).json().data;
    loaded.tipos_ingresso[0].preco = '120.00';
    loaded.tipos_ingresso.push({ client_id: 'novo-3', nome: 'Meia', preco: '60.00', quantidade: 20 });
    const res = await update(agent, { ...loaded, nome: 'Congresso Renomeado' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Evento atualizado com sucesso!',
      data: { evento: { id, slug } },
    });
    const after = (await loadForEdit(agent, id)).json().data;
    expect(after.nome).toBe('Congresso Renomeado');
    expect(after.tipos_ingresso.map((t: { nome: string; preco: string }) => [t.nome, t.preco])).toEqual([
      ['Primeiro Lote', '120.00'],
      ['Segundo Lote', '150.00'],
      ['Meia', '60.00'],
    ]);
    expect(after.tipos_ingresso[1].start_after_ticket_id).toBe(after.tipos_ingresso[0].id);
  });

  it('accepts POST with a method override and multipart with a banner, and removes the banner later', async () => {
    const agent = await registerOrganiserAgent(env().app);
    const form = validEventForm();
    const fields = Object.fromEntries(
      Object.entries(form).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
    );
    const created = await agent.inject({
      method: 'POST',
      url: '/api/criar-evento',
      ...multipartBody(fields, [
        { field: 'banner', filename: 'banner.png', contentType: 'image/png', data: fakePng(2048) },
      ]),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data.evento;
    const loaded = (await loadForEdit(agent, id)).json().data;
    expect(loaded.banner_url).toMatch(/^\/uploads\/[0-9a-f-]{36}$/);
    const banner = await env().app.inject({ method: 'GET', url: loaded.banner_url });
    expect(banner.headers['content-type']).toBe('image/png');

    const body = multipartBody({
      ...fields,
      id: String(id),
      tipos_ingresso: JSON.stringify(loaded.tipos_ingresso),
      remove_banner: 'true',
      _method: 'PUT',
    });
    const removed = await agent.inject({
      method: 'POST',
      url: '/api/atualizar-evento',
      payload: body.payload,
      headers: { ...body.headers, 'x-http-method-override': 'PUT' },
    });
    expect(removed.statusCode).toBe(200);
    expect((await loadForEdit(agent, id)).json().data.banner_url).toBeNull();
  });

  it('refuses a banner over 2 MB or that is not an image', async () => {
    const agent = await registerOrganiserAgent(env().app);
    const fields = { ...validEventForm(), tipos_ingresso: '[]' } as Record<string, string>;
    for (const [data, message] of [
      [fakePng(2 * 1024 * 1024 + 1), 'O arquivo deve ter no máximo 2MB'],
      [Buffer.from('<svg onload="alert(1)"></svg>'), 'O banner deve ser uma imagem PNG, JPG ou WEBP.'],
    ] as const) {
      const res = await agent.inject({
        method: 'POST',
        url: '/api/criar-evento',
        ...multipartBody(fields, [{ field: 'banner', filename: 'b.png', contentType: 'image/png', data }]),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().validation_errors.banner).toEqual([message]);
    }
  });

  it('stores a hostile description harmless', async () => {
    const agent = await registerOrganiserAgent(env().app);
    const descricao =
      '<p>Olá</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">clique</a>' +
      '<p onmouseover="alert(1)">texto</p>';
    const { id } = (await create(agent, validEventForm({ descricao }))).json().data.evento;
    const [event] = await env().ctx.db.select().from(events).where(eq(events.id, id));
    expect(event?.descriptionHtml).not.toMatch(/script|onerror|onmouseover|javascript:/i);
    expect(event?.descriptionHtml).toContain('<p>Olá</p>');
  });

  it('refuses a description that is only a script', async () => {
    const agent = await registerOrganiserAgent(env().app);
    const res = await create(agent, validEventForm({ descricao: '<script>alert(1)</script>' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().validation_errors.descricao).toEqual(['Informe a descrição do evento.']);
  });

  it('creates an approval event whose tickets have no quantity, and keeps approval irreversible', async () => {
    const agent = await registerOrganiserAgent(env().app);
    const res = await create(
      agent,
      validEventForm({
        pre_inscricao_type: 'approval',
        pre_inscricao_approval_duration: { value: 3, unit: 'dias' },
        tipos_ingresso: [{ nome: 'Candidatura', preco: '50.00', quantidade: null }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data.evento;
    const loaded = (await loadForEdit(agent, id)).json().data;
    expect(loaded.pre_inscricao_approval_duration).toEqual({ value: 3, unit: 'dias' });
    expect(loaded.tipos_ingresso[0].quantidade).toBeNull();
    const back = await update(agent, { ...loaded, pre_inscricao_type: 'immediate' });
    expect(back.statusCode).toBe(422);
    expect(back.json().validation_errors.pre_inscricao_type).toEqual([
      'Um evento com Pré Inscrição não pode voltar para Inscrição Comum.',
    ]);
  });

  it('respects sold quantities: no quantity below sold, no deleting a sold ticket type', async () => {
    const agent = await registerOrganiserAgent(env().app);
    const {
      event,
      ticketTypes: [sold],
    } = await createTestEvent(env().ctx, agent.id, {}, [{ sold: 8, quantity: 10 }]);
    const loaded = (await loadForEdit(agent, event.id)).json().data;
    expect(loaded.tipos_ingresso[0].quantidade_vendida).toBe(8);

    const below = await update(agent, {
      ...loaded,
      tipos_ingresso: [{ ...loaded.tipos_ingresso[0], quantidade: 5 }],
    });
    expect(below.statusCode).toBe(422);
    expect(below.json().validation_errors['tipos_ingresso.0.quantidade']).toEqual([
      'Já foram vendidos 8 ingressos deste tipo, a quantidade precisa ser maior que isso.',
    ]);

    const deleted = await update(agent, {
      ...loaded,
      tipos_ingresso: [{ nome: 'Outro', preco: '1.00', quantidade: 1 }],
    });
    expect(deleted.statusCode).toBe(422);
    expect(deleted.json().validation_errors.tipos_ingresso).toEqual([
      `O ingresso "${sold?.name}" já tem vendas e não pode ser excluído.`,
    ]);
    const [still] = await env()
      .ctx.db.select()
      .from(ticketTypes)
      .where(eq(ticketTypes.id, sold?.id ?? 0));
    expect(still?.quantity).toBe(10);
  });

  it('refuses ticket ids of another event', async () => {
    const agent = await registerOrganiserAgent(env().app);
    const { event } = await createTestEvent(env().ctx, agent.id);
    const {
      ticketTypes: [foreign],
    } = await createTestEvent(env().ctx, agent.id);
    const loaded = (await loadForEdit(agent, event.id)).json().data;
    const res = await update(agent, {
      ...loaded,
      tipos_ingresso: [{ ...loaded.tipos_ingresso[0], id: foreign?.id }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().validation_errors['tipos_ingresso.0.id']).toBeDefined();
  });

  it('allows one agenda ticket only when the institution has members', async () => {
    const agent = await registerOrganiserAgent(env().app);
    const members = await createTestInstitution(env().ctx, {
      name: 'Associação com Membros',
      hasMembers: true,
    });
    const twoInAgenda = validEventForm({
      instituicao_id: members.id,
      tipos_ingresso: [
        { nome: 'A', preco: '1', quantidade: 1, show_in_agenda: true },
        { nome: 'B', preco: '1', quantidade: 1, show_in_agenda: true },
      ],
    });
    const res = await create(agent, twoInAgenda);
    expect(res.json().validation_errors.tipos_ingresso).toEqual([
      'Apenas um ingresso pode ser exibido na agenda dos membros.',
    ]);
    const missing = await create(agent, validEventForm({ instituicao_id: 999_999 }));
    expect(missing.json().validation_errors.instituicao_id).toEqual(['Instituição não encontrada.']);
  });

  it('reports every §5 rule by field', async () => {
    const agent = await registerOrganiserAgent(env().app);
    const res = await create(
      agent,
      validEventForm({
        nome: '',
        numero_participantes: 0,
        data_inicio: '11/05/2030',
        data_fim: '10/05/2030',
        estado: 'São Paulo',
        tipos_ingresso: [
          { nome: '', preco: '1', quantidade: 1 },
          { nome: 'Sem quantidade', preco: '1', quantidade: 0 },
          { nome: 'Sem preço', preco: '', quantidade: 1 },
          { nome: 'Preço negativo', preco: '-5', quantidade: 1 },
          { nome: 'Lote solto', preco: '1', quantidade: 1, use_lotes: true },
          { nome: 'Depois do fim', preco: '1', quantidade: 1, data_fim_venda: '12/05/2030' },
        ],
      }),
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json().validation_errors;
    expect(errors).toMatchObject({
      nome: ['Informe o nome do evento.'],
      numero_participantes: ['O número de participantes deve ser de pelo menos 1.'],
      data_inicio: ['A data/hora de início deve ser anterior à data/hora de fim do evento.'],
      data_fim: ['A data/hora de fim deve ser posterior à data/hora de início do evento.'],
      estado: ['Informe a UF com 2 letras (ex.: SP).'],
      'tipos_ingresso.0.nome': ['Informe o nome do ingresso.'],
      'tipos_ingresso.1.quantidade': ['A quantidade disponível deve ser de pelo menos 1.'],
      'tipos_ingresso.2.preco': ['Informe o valor do ingresso ou marque como Gratuito.'],
      'tipos_ingresso.3.preco': ['O valor do ingresso deve ser um número maior ou igual a zero.'],
      'tipos_ingresso.4.start_after_ticket_id': expect.any(Array),
    });
    const late = await create(
      agent,
      validEventForm({
        tipos_ingresso: [{ nome: 'X', preco: '1', quantidade: 1, data_fim_venda: '12/05/2030' }],
      }),
    );
    expect(late.json().validation_errors).toEqual({
      'tipos_ingresso.0.data_fim_venda': [
        'A data de fim do ingresso não pode ser posterior à data de fim do evento.',
      ],
      tipos_ingresso: ['Há ingressos com datas de venda após o fim do evento.'],
    });
  });

  it('creates an online event with https:// prepended to the link', async () => {
    const agent = await registerOrganiserAgent(env().app);
    const res = await create(
      agent,
      validEventForm({ tipo_evento: 'online', link_evento: 'meet.google.com/abc-defg' }),
    );
    const { id } = res.json().data.evento;
    const [event] = await env().ctx.db.select().from(events).where(eq(events.id, id));
    expect(event).toMatchObject({
      isOnline: true,
      meetingLink: 'https://meet.google.com/abc-defg',
      placeName: null,
    });
  });

  it("hides another organiser's event: load and update answer 404 and change nothing", async () => {
    const owner = await registerOrganiserAgent(env().app, 'Dona');
    const intruder = await registerOrganiserAgent(env().app, 'Intrusa');
    const { id } = (await create(owner, validEventForm())).json().data.evento;
    expect((await loadForEdit(intruder, id)).statusCode).toBe(404);
    const loaded = (await loadForEdit(owner, id)).json().data;
    const res = await update(intruder, { ...loaded, nome: 'Sequestrado' });
    expect(res.statusCode).toBe(404);
    expect((await loadForEdit(owner, id)).json().data.nome).toBe('Congresso de Tecnologia');
    expect((await env().app.inject({ method: 'GET', url: `/api/eventos/${id}/edit` })).statusCode).toBe(401);
  });

  it('answers 4xx, never 500, to broken bodies', async () => {
    const agent = await registerOrganiserAgent(env().app);
    for (const payload of [
      { tipos_ingresso: 'x' },
      { tipos_ingresso: [{ preco: {} }] },
      { pre_inscricao_type: 'outro' },
      { id: 'abc' },
    ]) {
      const res = await create(agent, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const badJson = await agent.inject({
      method: 'POST',
      url: '/api/criar-evento',
      ...multipartBody({ tipos_ingresso: '[{' }),
    });
    expect(badJson.statusCode).toBe(422);
    expect(badJson.json().validation_errors.tipos_ingresso).toEqual(['JSON inválido.']);
  });

  it('refuses every mutating form route without the CSRF header', async () => {
    const agent = await registerOrganiserAgent(env().app);
    for (const [method, url] of [
      ['POST', '/api/criar-evento'],
      ['PUT', '/api/atualizar-evento'],
      ['POST', '/api/atualizar-evento'],
      ['POST', '/api/uploads/rich-editor'],
    ] as const) {
      const res = await agent.inject({ method, url, csrf: false, payload: validEventForm() });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
