// Fix and resend (issue 20, issue 17 item 6): edit, transfer, re-send e-mails (exactly once per
// click) and courtesy or manual registrations, through the organiser's routes.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderCode } from '../../domain/order-code.ts';
import { emailOutbox, orders, participantHistory, participants, ticketTypes } from '../db/schema.ts';
import { signCheckInCode } from '../documents/check-in-code.ts';
import {
  cardBody,
  orderIdOf,
  participant,
  postRegistration,
  VALID_CPF,
} from '../orders/registration-test-kit.ts';
import { createTestEvent, createTestForm } from '../testing/factories.ts';
import { type OrganiserAgent, registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { TRANSFER_MESSAGES } from './participant-changes.ts';

describe.each(TEST_DRIVERS)('fix and resend participants (%s)', (driver) => {
  const env = useTestApp(driver);
  let owner: OrganiserAgent;
  let intruder: OrganiserAgent;

  beforeAll(async () => {
    owner = await registerOrganiserAgent(env().app, 'Dona');
    intruder = await registerOrganiserAgent(env().app, 'Intrusa');
  });

  async function paidOrder(people = 2) {
    const { ctx, app } = env();
    const { event, ticketTypes: types } = await createTestEvent(ctx, owner.id, {}, [{ priceCents: 8_000 }]);
    const tid = types[0]?.id as number;
    const [field] = await createTestForm(ctx, event.id, [{ label: 'Empresa', type: 'short_text' }]);
    const res = await postRegistration(
      app,
      event.id,
      cardBody(
        Array.from({ length: people }, (_, i) =>
          participant(tid, i + 1, { answers: [{ id: field?.id, value: `Empresa ${i + 1}` }] }),
        ),
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const orderId = await orderIdOf(ctx, res.json().data.order_id);
    const rows = await ctx.db.select().from(participants).where(eq(participants.orderId, orderId));
    return { event, tid, orderId, fieldId: field?.id as number, people: rows.sort((a, b) => a.id - b.id) };
  }

  const url = (eventId: number, pid: number, tail = '') =>
    `/api/eventos/${eventId}/participantes/${pid}${tail}`;

  it('edits name, e-mail, phone, CPF and an answer, validated, with the values before in the history', async () => {
    const { ctx } = env();
    const { event, people, fieldId } = await paidOrder(1);
    const person = people[0] as (typeof people)[number];
    const invalid = await owner.inject({
      method: 'PUT',
      url: url(event.id, person.id),
      payload: { nome: 'Ana', email: 'nao-e-email', cpf: '111.111.111-11' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().validation_errors).toMatchObject({
      email: ['Email inválido'],
      cpf: ['CPF inválido'],
    });
    const res = await owner.inject({
      method: 'PUT',
      url: url(event.id, person.id),
      payload: {
        nome: 'Ana Souza',
        email: 'Ana.Souza@Teste.com.br',
        telefone: '(62) 99111-0001',
        cpf: VALID_CPF,
        respostas: { [fieldId]: 'Catraca Ltda' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await ctx.db.select().from(participants).where(eq(participants.id, person.id));
    expect(after).toMatchObject({
      name: 'Ana Souza',
      email: 'ana.souza@teste.com.br',
      phone: '62991110001',
      cpf: '52998224725',
    });
    const details = await owner.inject({ method: 'GET', url: url(event.id, person.id) });
    expect(details.json().data.respostas).toMatchObject([{ rotulo: 'Empresa', resposta: 'Catraca Ltda' }]);
    const history = await owner.inject({ method: 'GET', url: url(event.id, person.id, '/historico') });
    expect(history.json().data).toMatchObject([
      {
        acao: 'editado',
        autor: 'organizador',
        detalhes: {
          alteracoes: {
            nome: { antes: person.name, depois: 'Ana Souza' },
            telefone: { antes: null, depois: '62991110001' },
          },
          respostas: { Empresa: { antes: 'Empresa 1', depois: 'Catraca Ltda' } },
        },
      },
    ]);
    const stranger = await intruder.inject({
      method: 'PUT',
      url: url(event.id, person.id),
      payload: { nome: 'X Y', email: 'x@teste.com.br' },
    });
    expect(stranger.statusCode).toBe(404);
    // The edit dialog's data: the form and the stored answers, the owner's only.
    const form = await owner.inject({ method: 'GET', url: url(event.id, person.id, '/formulario') });
    expect(form.json().data).toMatchObject({
      nome: 'Ana Souza',
      formulario: [{ id: fieldId, label: 'Empresa' }],
      respostas: { [fieldId]: 'Catraca Ltda' },
    });
    const peek = await intruder.inject({ method: 'GET', url: url(event.id, person.id, '/formulario') });
    expect(peek.statusCode).toBe(404);
  });

  it('transfers a ticket: new holder, new voucher e-mail, the old QR refused at the door', async () => {
    const { ctx } = env();
    const { event, people } = await paidOrder(1);
    const person = people[0] as (typeof people)[number];
    const oldCode = signCheckInCode(ctx.config.appSecret, person.uuid);
    const res = await owner.inject({
      method: 'POST',
      url: url(event.id, person.id, '/transferir'),
      payload: { nome: 'Bruno Lima', email: 'bruno@teste.com.br', motivo: 'Presente' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await ctx.db.select().from(participants).where(eq(participants.id, person.id));
    expect(after).toMatchObject({ name: 'Bruno Lima', email: 'bruno@teste.com.br' });
    expect(after?.uuid).not.toBe(person.uuid);
    const old = await owner.inject({
      method: 'POST',
      url: `/api/eventos/${event.id}/check-in`,
      payload: { codigo: oldCode },
    });
    expect(old.statusCode).toBe(404);
    const fresh = await owner.inject({
      method: 'POST',
      url: `/api/eventos/${event.id}/check-in`,
      payload: { codigo: signCheckInCode(ctx.config.appSecret, after?.uuid as string) },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.participantId, person.id), eq(emailOutbox.toAddress, 'bruno@teste.com.br')));
    expect(mails.map((m) => m.kind)).toEqual(['participant_ticket']);
    const again = await owner.inject({
      method: 'POST',
      url: url(event.id, person.id, '/transferir'),
      payload: { nome: 'Carla Dias', email: 'carla@teste.com.br' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(TRANSFER_MESSAGES.checkedIn);
  });

  it('re-sends what failed for the chosen people, exactly once per click, and the Resumo stops counting it', async () => {
    const { ctx } = env();
    const { event, people, orderId } = await paidOrder(2);
    // A crash during delivery: every e-mail of the order ends interrupted.
    await ctx.db
      .update(emailOutbox)
      .set({ status: 'failed', failure: 'interrupted' })
      .where(eq(emailOutbox.orderId, orderId));
    const failedBefore = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));
    expect(failedBefore.map((m) => m.kind).sort()).toEqual([
      'order_confirmation',
      'participant_ticket',
      'participant_ticket',
    ]);
    const dashboard = async () =>
      (await owner.inject({ method: 'GET', url: `/api/eventos/${event.id}/dashboard` })).json().data.atencao;
    expect(await dashboard()).toContainEqual(
      expect.objectContaining({ tipo: 'emails_falharam', quantidade: 3 }),
    );
    const list = await owner.inject({
      method: 'GET',
      url: `/api/eventos/${event.id}/participantes?emailFalhou=true`,
    });
    expect(
      list
        .json()
        .data.itens.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual(people.map((p) => p.id));

    const click = { chave: 'clique-0001-abc', participantes_ids: people.map((p) => p.id) };
    const send = () =>
      owner.inject({
        method: 'POST',
        url: `/api/eventos/${event.id}/participantes/reenviar-emails`,
        payload: click,
      });
    const [first, retry] = [await send(), await send()];
    expect(first.statusCode, first.body).toBe(200);
    expect(retry.statusCode).toBe(200);
    const queued = await ctx.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.orderId} = ${orderId} AND ${emailOutbox.status} = 'queued'`);
    expect(queued.map((m) => m.kind).sort()).toEqual([
      'order_confirmation',
      'participant_ticket',
      'participant_ticket',
    ]);
    expect((await dashboard()).some((item: { tipo: string }) => item.tipo === 'emails_falharam')).toBe(false);

    // Another click on one participant's "Reenviar ingresso" queues their ticket again.
    const one = await owner.inject({
      method: 'POST',
      url: url(event.id, people[0]?.id as number, '/reenviar'),
      payload: { chave: 'clique-0002-abc', tipo: 'ingresso' },
    });
    expect(one.statusCode, one.body).toBe(200);
    const tickets = await ctx.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.participantId, people[0]?.id as number),
          eq(emailOutbox.kind, 'participant_ticket'),
        ),
      );
    expect(tickets).toHaveLength(3);
    const history = await ctx.db
      .select()
      .from(participantHistory)
      .where(eq(participantHistory.participantId, people[0]?.id as number));
    expect(history.map((h) => h.action)).toEqual(['reenviado', 'reenviado']);
  });

  it('adds a courtesy at R$ 0,00 and a manual paid registration, counted in stock, vouchers sent', async () => {
    const { ctx, app } = env();
    const { event, ticketTypes: types } = await createTestEvent(ctx, owner.id, {}, [
      { quantity: 2, priceCents: 9_000 },
    ]);
    const tid = types[0]?.id as number;
    const add = (payload: object) =>
      owner.inject({ method: 'POST', url: `/api/eventos/${event.id}/participantes`, payload });
    const courtesy = await add({ nome: 'Convidada Especial', email: 'vip@teste.com.br', ticketTypeId: tid });
    expect(courtesy.statusCode, courtesy.body).toBe(201);
    const manual = await add({
      nome: 'Pagou Dinheiro',
      email: 'dinheiro@teste.com.br',
      ticketTypeId: tid,
      valor_pago: 9_000,
      observacao: 'Pago em espécie no balcão',
    });
    expect(manual.statusCode, manual.body).toBe(201);
    const full = await add({ nome: 'Sem Vaga', email: 'sem@teste.com.br', ticketTypeId: tid });
    expect(full.statusCode).toBe(409);
    expect(full.json().error_type).toBe('insufficient_stock');
    const [ticket] = await ctx.db.select().from(ticketTypes).where(eq(ticketTypes.id, tid));
    expect(ticket?.sold).toBe(2);
    const rows = await ctx.db.select().from(participants).where(eq(participants.eventId, event.id));
    expect(rows.map((r) => [r.name, r.status, r.amountCents]).sort()).toEqual([
      ['Convidada Especial', 'isento', 0],
      ['Pagou Dinheiro', 'pago', 9_000],
    ]);
    const code = courtesy.json().data.codigo_pedido as string;
    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'vip@teste.com.br'));
    expect(mails.map((m) => m.kind)).toEqual(['order_confirmation']);
    expect(mails[0]?.text).toContain(code);
    const orderHash = (mails[0]?.text ?? '').match(/voucher\/order\/([A-Za-z0-9_-]+)/)?.[1];
    const voucher = await app.inject({ method: 'GET', url: `/voucher/order/${orderHash}` });
    expect(voucher.statusCode).toBe(200);
    const otherType = await add({ nome: 'Tipo Errado', email: 'x@teste.com.br', ticketTypeId: 999_999 });
    expect(otherType.statusCode).toBe(422);
  });

  it('finds people by order code (with or without the dash), CPF and phone, with or without punctuation', async () => {
    const { ctx } = env();
    const { event, people, orderId } = await paidOrder(2);
    const other = await paidOrder(1);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    const code = order?.code as string;
    expect(code).toBe(orderCode(order?.hash as string));
    await ctx.db
      .update(participants)
      .set({ phone: '(62) 99111-0001', cpf: '52998224725' })
      .where(eq(participants.id, people[0]?.id as number));
    const search = async (eventId: number, busca: string) =>
      (
        await owner.inject({
          method: 'GET',
          url: `/api/eventos/${eventId}/participantes?busca=${encodeURIComponent(busca)}`,
        })
      )
        .json()
        .data.itens.map((r: { id: number }) => r.id)
        .sort();
    const both = people.map((p) => p.id).sort();
    expect(await search(event.id, code)).toEqual(both);
    expect(await search(event.id, code.replace('-', '').toLowerCase())).toEqual(both);
    expect(await search(other.event.id, code)).toEqual([]);
    expect(await search(event.id, '529.982.247-25')).toEqual([people[0]?.id]);
    expect(await search(event.id, '52998224725')).toEqual([people[0]?.id]);
    expect(await search(event.id, '62991110001')).toEqual([people[0]?.id]);
    expect(await search(event.id, '(62) 99111-0001')).toEqual([people[0]?.id]);
  });
});
