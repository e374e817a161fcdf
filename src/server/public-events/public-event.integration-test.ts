import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventSettings } from '../db/schema.ts';
import {
  createTestCoupon,
  createTestEvent,
  createTestForm,
  createTestOrganiser,
} from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

describe.each(TEST_DRIVERS)('public event API (%s)', (driver) => {
  const env = useTestApp(driver, { config: { GOOGLE_MAPS_KEY: 'maps-key' } });
  let organiserId: number;
  beforeAll(async () => {
    organiserId = (await createTestOrganiser(env().ctx)).id;
  });

  it('serves the event by slug and by id with tickets, form and remaining places', async () => {
    const { app, ctx } = env();
    const { event, ticketTypes: types } = await createTestEvent(
      ctx,
      organiserId,
      {
        capacity: 30,
        placesTaken: 4,
        street: 'Av. Paulista',
        streetNumber: '1000',
        district: 'Bela Vista',
        contactEmail: 'contato@evento.com.br',
        contactPhone: '62991110001',
      },
      [
        { priceCents: 5050, quantity: 10, sold: 4, limitPerOrder: 5 },
        { priceCents: 0, allowCard: false, quantity: 10, sold: 10 },
      ],
    );
    await ctx.db
      .update(eventSettings)
      .set({ maxInstallments: 6, metaPixelId: 'px-1' })
      .where(eq(eventSettings.eventId, event.id));
    const [field] = await createTestForm(ctx, event.id, [
      { label: 'Camiseta', type: 'dropdown', required: true, options: ['P', 'M'] },
    ]);

    const bySlug = await app.inject({ method: 'GET', url: `/api/eventos/slug/${event.slug}` });
    expect(bySlug.statusCode, bySlug.body).toBe(200);
    const byId = await app.inject({ method: 'GET', url: `/api/eventos/inscricao/${event.id}` });
    expect(byId.json()).toEqual(bySlug.json());
    const data = bySlug.json().data;
    expect(data).toMatchObject({
      id: event.id,
      nome: 'Evento de Teste',
      banner: null,
      address: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP',
      meeting_link: null,
      parcelamento_maximo: 6,
      pixel_token: 'px-1',
      numero_participantes_restantes: 26,
      attendants_remaining: 26,
      metodos_pagamento: ['pix', 'credit_card'],
      maps_key: 'maps-key',
      sandbox_mode: true,
      inscricoes_abertas: true,
      use_custom_form: true,
      // The organiser block names who runs the event and the contact chosen in the event form.
      organizador: {
        nome: 'Organizadora',
        email: 'contato@evento.com.br',
        telefone: '62991110001',
        site: null,
      },
      status: 'published',
      aviso_status: null,
    });
    expect(data.tipos_ingresso[0]).toMatchObject({
      id: types[0]?.id,
      preco: 50.5,
      preco_cents: 5050,
      quantidade_disponivel: 6,
      venda_disponivel: true,
      status: 'on_sale',
      limit_per_order: 5,
    });
    expect(data.tipos_ingresso[1]).toMatchObject({
      status: 'sold_out',
      venda_disponivel: false,
      permitir_cartao: false,
    });
    expect(data.formulario[0]).toMatchObject({
      id: field?.id,
      tipo: 'dropdown',
      options: [{ value: 'P' }, { value: 'M' }],
    });
  });

  it('serves only sanitised description HTML', async () => {
    const { app, ctx } = env();
    const { event } = await createTestEvent(ctx, organiserId, {
      descriptionHtml: '<p onclick="x()">Olá <strong>mundo</strong></p><script>alert(1)</script>',
    });
    const res = await app.inject({ method: 'GET', url: `/api/eventos/inscricao/${event.id}` });
    const html: string = res.json().data.descricao;
    expect(html).toContain('<strong>mundo</strong>');
    expect(html).not.toMatch(/script|onclick/);
  });

  it('answers 404 for unknown events', async () => {
    const { app } = env();
    for (const url of [
      '/api/eventos/slug/nao-existe',
      '/api/eventos/inscricao/999999',
      '/api/eventos/inscricao/abc',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().error_type).toBe('not_found');
    }
  });

  it('validates a coupon against the cart total', async () => {
    const { app, ctx } = env();
    const { event } = await createTestEvent(ctx, organiserId);
    await createTestCoupon(ctx, event.id, {
      code: 'VINTE',
      discountType: 'valor',
      value: 2000,
      minValueCents: 5000,
    });
    const url = `/api/eventos/${event.id}/validar-cupom`;
    const ok = await app.inject({ method: 'POST', url, payload: { codigo: 'vinte', cart_total: 100 } });
    expect(ok.json()).toEqual({
      success: true,
      message: 'Cupom aplicado com sucesso!',
      data: {
        code: 'VINTE',
        tipo_desconto: 'valor',
        valor: 20,
        min_value: 50,
        desconto: 20,
        desconto_cents: 2000,
        tipos_ingresso_ids: [],
      },
    });
    const low = await app.inject({ method: 'POST', url, payload: { codigo: 'VINTE', cart_total: 49.99 } });
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({
      error_type: 'invalid_coupon',
      error: 'O cupom aplicado requer um valor mínimo de R$ 50,00',
    });
    const unknown = await app.inject({ method: 'POST', url, payload: { codigo: 'NADA', cart_total: 100 } });
    expect(unknown.json()).toMatchObject({ error_type: 'invalid_coupon', error: 'Cupom não é válido' });
    const blank = await app.inject({ method: 'POST', url, payload: { codigo: '  ', cart_total: 100 } });
    expect(blank.json().error_type).toBe('validation');
  });
});
