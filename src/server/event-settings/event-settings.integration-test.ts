// Configurações Avançadas end to end: the routes, and the checkout and public page obeying them.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHECKOUT_TITLE, SETTINGS_MESSAGES } from '../../domain/contracts/event-settings.ts';
import { emailOutbox, eventSettings } from '../db/schema.ts';
import { cardBody, participant, pixBody, postRegistration } from '../orders/registration-test-kit.ts';
import { createTestEvent } from '../testing/factories.ts';
import { type OrganiserAgent, registerOwnerAndIntruder, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

describe.each(TEST_DRIVERS)('event settings: routes and checkout (%s)', (driver) => {
  const env = useTestApp(driver);
  let owner: OrganiserAgent;
  let intruder: OrganiserAgent;

  beforeAll(async () => {
    ({ owner, intruder } = await registerOwnerAndIntruder(env().app));
  });

  const newEvent = async (priceCents = 10000, maxInstallmentsMatrix = 12) => {
    const { event, ticketTypes } = await createTestEvent(env().ctx, owner.id, { maxInstallmentsMatrix }, [
      { priceCents },
    ]);
    return { event, eventId: event.id, ticketId: ticketTypes[0]?.id as number };
  };
  const post = (eventId: number, section: string, payload: unknown, agent = owner) =>
    agent.inject({
      method: 'POST',
      url: `/api/eventos/${eventId}/configuracoes/${section}`,
      payload: payload as object,
    });
  const read = async (eventId: number) =>
    (await owner.inject({ method: 'GET', url: `/api/eventos/${eventId}/configuracoes` })).json().data;

  it('reads and saves each section on its own', async () => {
    const { eventId } = await newEvent(10000, 6);
    expect(await read(eventId)).toEqual({
      emailUnico: false,
      parcelamentoMaximo: 6,
      parcelamentoMaximoMatriz: 6,
      limiteParticipantesPorPedido: 10,
      tempoReservaPix: 15,
      limiteCancelamentoHoras: 48,
      metaPixelKey: null,
      mensagemCheckout: { titulo: DEFAULT_CHECKOUT_TITLE, conteudo: '' },
    });
    const general = await post(eventId, 'gerais', { emailUnico: true, parcelamentoMaximo: 3 });
    expect(general.json()).toMatchObject({ success: true, message: SETTINGS_MESSAGES.generalSaved });
    expect((await post(eventId, 'meta-pixel', { metaPixelKey: ' 1234567890 ' })).statusCode).toBe(200);
    const message = await post(eventId, 'mensagem-checkout', {
      titulo: 'Tudo certo!',
      conteudo: '<p>Até <strong>lá</strong><script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
    });
    expect(message.statusCode).toBe(200);
    expect(await read(eventId)).toEqual({
      emailUnico: true,
      parcelamentoMaximo: 3,
      parcelamentoMaximoMatriz: 6,
      limiteParticipantesPorPedido: 10,
      tempoReservaPix: 15,
      limiteCancelamentoHoras: 48,
      metaPixelKey: '1234567890',
      mensagemCheckout: { titulo: 'Tudo certo!', conteudo: '<p>Até <strong>lá</strong></p>' },
    });
    const removed = await post(eventId, 'meta-pixel', { metaPixelKey: '' });
    expect(removed.json()).toMatchObject({
      message: SETTINGS_MESSAGES.pixelRemoved,
      data: { metaPixelKey: null },
    });
    await post(eventId, 'mensagem-checkout', { titulo: '  ', conteudo: '' });
    expect((await read(eventId)).mensagemCheckout.titulo).toBe(DEFAULT_CHECKOUT_TITLE);
  });

  it('applies the participants per order and the PIX hold time the organiser saved (issue 17)', async () => {
    const { eventId, ticketId } = await newEvent(5000);
    const people = (n: number) => Array.from({ length: n }, (_, i) => participant(ticketId, i + 1));
    const eleven = await postRegistration(env().app, eventId, pixBody(people(11)));
    expect(eleven.json()).toMatchObject({
      error_type: 'ticket_limit_exceeded',
      error: 'Cada inscrição pode ter no máximo 10 participantes.',
    });
    const saved = await post(eventId, 'gerais', {
      emailUnico: false,
      parcelamentoMaximo: 1,
      limiteParticipantesPorPedido: 3,
      tempoReservaPix: 30,
    });
    expect(saved.json().data).toMatchObject({ limiteParticipantesPorPedido: 3, tempoReservaPix: 30 });
    expect((await postRegistration(env().app, eventId, pixBody(people(4)))).json().error).toBe(
      'Cada inscrição pode ter no máximo 3 participantes.',
    );
    const order = await postRegistration(env().app, eventId, pixBody(people(3)));
    expect(order.statusCode, order.body).toBe(201);
    const holdMs = new Date(order.json().data.pix.expires_at).getTime() - Date.now();
    expect(holdMs).toBeGreaterThan(29 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(30 * 60_000);
    // A client that sends only the spec's two fields keeps what was saved.
    await post(eventId, 'gerais', { emailUnico: true, parcelamentoMaximo: 1 });
    expect(await read(eventId)).toMatchObject({ limiteParticipantesPorPedido: 3, tempoReservaPix: 30 });
  });

  it('saves the buyer’s withdrawal limit within 0 to 720 whole hours, and the public page carries it (ADR 0420)', async () => {
    const { event, eventId } = await newEvent(5000);
    const general = { emailUnico: false, parcelamentoMaximo: 1 };
    for (const bad of [-1, 721, 2.5, '48']) {
      const refused = await post(eventId, 'gerais', { ...general, limiteCancelamentoHoras: bad });
      expect(refused.statusCode, String(bad)).toBe(422);
      expect(refused.json().error).toBe(SETTINGS_MESSAGES.withdrawalLimitRange);
    }
    const saved = await post(eventId, 'gerais', { ...general, limiteCancelamentoHoras: 72 });
    expect(saved.json().data.limiteCancelamentoHoras).toBe(72);
    const [row] = await env()
      .ctx.db.select({ hours: eventSettings.withdrawalLimitHours })
      .from(eventSettings)
      .where(eq(eventSettings.eventId, eventId));
    expect(row?.hours).toBe(72);
    const publicEvent = async () =>
      (await env().app.inject({ method: 'GET', url: `/api/eventos/slug/${event.slug}` })).json().data;
    expect((await publicEvent()).limite_cancelamento_horas).toBe(72);
    // The spec's two fields alone keep it; 0 (until the event starts) is a value of its own.
    await post(eventId, 'gerais', general);
    expect((await read(eventId)).limiteCancelamentoHoras).toBe(72);
    await post(eventId, 'gerais', { ...general, limiteCancelamentoHoras: 0 });
    expect((await publicEvent()).limite_cancelamento_horas).toBe(0);
  });

  it('without a settings row, the screen shows the maximum the checkout applies (1, the new-event default)', async () => {
    for (const matrix of [6, 18]) {
      const { event, eventId } = await newEvent(100000, matrix);
      await env().ctx.db.delete(eventSettings).where(eq(eventSettings.eventId, eventId));
      const publicMax = (
        await env().app.inject({ method: 'GET', url: `/api/eventos/slug/${event.slug}` })
      ).json().data.parcelamento_maximo;
      const settings = await read(eventId);
      expect(settings.parcelamentoMaximo).toBe(1);
      expect(settings.parcelamentoMaximo).toBe(publicMax);
    }
  });

  it.each<[string, string, Record<string, unknown>, string, string]>([
    [
      'installments above the matrix',
      'gerais',
      { emailUnico: false, parcelamentoMaximo: 7 },
      'parcelamentoMaximo',
      SETTINGS_MESSAGES.installmentsRange(6),
    ],
    [
      'installments zero',
      'gerais',
      { emailUnico: false, parcelamentoMaximo: 0 },
      'parcelamentoMaximo',
      SETTINGS_MESSAGES.installmentsRange(24),
    ],
    [
      'participants per order above the platform ceiling',
      'gerais',
      { emailUnico: false, parcelamentoMaximo: 1, limiteParticipantesPorPedido: 101 },
      'limiteParticipantesPorPedido',
      'O limite de participantes por inscrição deve ser de 1 a 100.',
    ],
    [
      'PIX hold shorter than 5 minutes',
      'gerais',
      { emailUnico: false, parcelamentoMaximo: 1, tempoReservaPix: 4 },
      'tempoReservaPix',
      'O tempo de reserva do PIX deve ser de 5 a 60 minutos.',
    ],
    [
      'missing toggle',
      'gerais',
      { parcelamentoMaximo: 2 },
      'emailUnico',
      'Informe se o e-mail deve ser único.',
    ],
    [
      'pixel with letters',
      'meta-pixel',
      { metaPixelKey: 'abc123' },
      'metaPixelKey',
      SETTINGS_MESSAGES.pixelInvalid,
    ],
    [
      'pixel too short',
      'meta-pixel',
      { metaPixelKey: '1234' },
      'metaPixelKey',
      SETTINGS_MESSAGES.pixelInvalid,
    ],
    [
      'title too long',
      'mensagem-checkout',
      { titulo: 'x'.repeat(121), conteudo: '' },
      'titulo',
      SETTINGS_MESSAGES.titleTooLong,
    ],
  ])('refuses %s', async (_, section, payload, field, message) => {
    const { eventId } = await newEvent(10000, 6);
    const res = await post(eventId, section, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().validation_errors[field]).toEqual([message]);
  });

  it('answers 404 to another organiser and needs CSRF and a session', async () => {
    const { eventId } = await newEvent();
    const bodies = {
      gerais: { emailUnico: true, parcelamentoMaximo: 2 },
      'meta-pixel': { metaPixelKey: '123456789' },
      'mensagem-checkout': { titulo: 'Oi', conteudo: '' },
    };
    expect(
      (await intruder.inject({ method: 'GET', url: `/api/eventos/${eventId}/configuracoes` })).statusCode,
    ).toBe(404);
    for (const [section, payload] of Object.entries(bodies)) {
      expect((await post(eventId, section, payload, intruder)).statusCode, section).toBe(404);
      const url = `/api/eventos/${eventId}/configuracoes/${section}`;
      expect((await owner.inject({ method: 'POST', url, payload, csrf: false })).statusCode).toBe(403);
      expect((await env().app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    }
    expect(await read(eventId)).toMatchObject({ emailUnico: false, metaPixelKey: null });
  });

  it('enforces the unique e-mail and the installment maximum at checkout', async () => {
    const { eventId, ticketId } = await newEvent(20000);
    await post(eventId, 'gerais', { emailUnico: true, parcelamentoMaximo: 3 });
    const first = pixBody([participant(ticketId, 1, { email: 'ana@teste.com.br' })]);
    expect((await postRegistration(env().app, eventId, first)).statusCode).toBe(201);
    const again = await postRegistration(
      env().app,
      eventId,
      pixBody([
        participant(ticketId, 2, { email: 'ANA@teste.com.br' }),
        participant(ticketId, 3, { email: 'bia@teste.com.br' }),
      ]),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error_type: 'duplicate_participant',
      error_details: { emails: ['ana@teste.com.br'] },
    });
    const four = await postRegistration(env().app, eventId, cardBody([participant(ticketId, 4)], {}, 4));
    expect(four.statusCode).toBe(422);
    expect(four.json().validation_errors['comprador.installments']).toEqual([
      'Parcelamento inválido: escolha de 1 a 3 parcela(s).',
    ]);
    const three = await postRegistration(env().app, eventId, cardBody([participant(ticketId, 5)], {}, 3));
    expect(three.statusCode, three.body).toBe(201);
    expect(three.json().data).toMatchObject({ installments: 3, status: 'paid' });
  });

  it('gives the pixel to that event’s public page only, and the saved message to the success screen and e-mail', async () => {
    const a = await newEvent(0);
    const b = await newEvent(0);
    await post(a.eventId, 'meta-pixel', { metaPixelKey: '987654321' });
    await post(a.eventId, 'mensagem-checkout', {
      titulo: 'Nos vemos lá!',
      conteudo: '<p>Leve um <em>documento</em>.<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
    });
    const pixelOf = async (slug: string) =>
      (await env().app.inject({ method: 'GET', url: `/api/eventos/slug/${slug}` })).json().data.pixel_token;
    expect(await pixelOf(a.event.slug)).toBe('987654321');
    expect(await pixelOf(b.event.slug)).toBeNull();
    const free = await postRegistration(env().app, a.eventId, pixBody([participant(a.ticketId, 1)]));
    expect(free.json().data.checkout_message).toEqual({
      title: 'Nos vemos lá!',
      message: '<p>Leve um <em>documento</em>.</p>',
    });
    const other = await postRegistration(env().app, b.eventId, pixBody([participant(b.ticketId, 1)]));
    expect(other.json().data.checkout_message.title).toBe(DEFAULT_CHECKOUT_TITLE);

    // The buyer's confirmation e-mail (its outbox row) carries the same title and sanitized message.
    const confirmationOf = async (eventId: number) => {
      const rows = await env()
        .ctx.db.select({ html: emailOutbox.html, text: emailOutbox.text })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.eventId, eventId), eq(emailOutbox.kind, 'order_confirmation')));
      expect(rows).toHaveLength(1);
      return rows[0] as { html: string; text: string };
    };
    const mail = await confirmationOf(a.eventId);
    expect(mail.html).toContain('Nos vemos lá!');
    expect(mail.html).toContain('<p>Leve um <em>documento</em>.</p>');
    expect(mail.html).not.toMatch(/<script|onerror|alert\(/);
    expect(mail.text).toContain('Nos vemos lá!');
    expect(mail.text).toContain('Leve um documento.');
    const otherMail = await confirmationOf(b.eventId);
    // Another event's e-mail has nothing of it (with no message, no message block at all).
    expect(otherMail.html).not.toContain('Nos vemos lá!');
    expect(otherMail.html).not.toContain('documento</em>');
  });
});
