// The buyer fixes a participant's data through the order link (issue 20, ADR 0416):
// PUT /api/pedidos/{hash}/participantes/{id}, no sign-in, until the event starts.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUYER_EDIT_MESSAGES } from '../../domain/participant-edit.ts';
import { emailOutbox, events, participantAnswers, participantHistory, participants } from '../db/schema.ts';
import { createTestEvent, createTestForm } from '../testing/factories.ts';
import { type OrganiserAgent, registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { cardBody, orderIdOf, participant, postRegistration } from './registration-test-kit.ts';

describe.each(TEST_DRIVERS)("the buyer's participant edit through the order link (%s)", (driver) => {
  const env = useTestApp(driver);
  let owner: OrganiserAgent;

  beforeAll(async () => {
    owner = await registerOrganiserAgent(env().app, 'Organizadora Edição');
  });

  /** A paid order of two, with a "Jantar?" choice whose "Sim" shows a required "Restrição" question. */
  async function paidOrder() {
    const { ctx, app } = env();
    const { event, ticketTypes } = await createTestEvent(ctx, owner.id, {}, [{ priceCents: 5_000 }]);
    const tid = ticketTypes[0]?.id as number;
    const [dinner] = await createTestForm(ctx, event.id, [
      { label: 'Jantar?', type: 'single_choice', options: ['Sim', 'Não'] },
    ]);
    const yes = dinner?.options.find((o) => o.value === 'Sim');
    const [diet] = await createTestForm(ctx, event.id, [
      {
        label: 'Restrição',
        type: 'short_text',
        required: true,
        position: 1,
        conditionalFatherFieldId: dinner?.id,
        conditionalOptionId: yes?.id,
      },
    ]);
    const dinnerId = dinner?.id as number;
    const dietId = diet?.id as number;
    const res = await postRegistration(
      app,
      event.id,
      cardBody([
        participant(tid, 1, {
          answers: [
            { id: dinnerId, value: 'Sim' },
            { id: dietId, value: 'Vegana' },
          ],
        }),
        participant(tid, 2, { answers: [{ id: dinnerId, value: 'Não' }] }),
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const hash = res.json().data.order_hash as string;
    const orderId = await orderIdOf(ctx, hash);
    const people = (await ctx.db.select().from(participants).where(eq(participants.orderId, orderId))).sort(
      (a, b) => a.id - b.id,
    );
    return { event, hash, dinnerId, dietId, people };
  }

  const url = (hash: string, pid: number) => `/api/pedidos/${hash}/participantes/${pid}`;
  const put = (hash: string, pid: number, payload: object) =>
    env().app.inject({ method: 'PUT', url: url(hash, pid), payload });

  it('edits name, e-mail and answers, clears a hidden answer, records the buyer, and sends the ticket to the new e-mail once', async () => {
    const { ctx, app } = env();
    const { hash, dinnerId, dietId, people } = await paidOrder();
    const first = people[0] as (typeof people)[number];
    const form = await app.inject({ method: 'GET', url: url(hash, first.id) });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().data).toMatchObject({
      nome: first.name,
      respostas: { [dinnerId]: 'Sim', [dietId]: 'Vegana' },
      formulario: [{ label: 'Jantar?' }, { label: 'Restrição', conditional_father_field_id: dinnerId }],
    });
    const page = await app.inject({ method: 'GET', url: `/api/pedidos/${hash}` });
    expect(page.json().data.participantes).toMatchObject([
      { id: first.id, editavel: true },
      { id: people[1]?.id, editavel: true },
    ]);

    const res = await put(hash, first.id, {
      nome: 'Joana Corrigida',
      email: 'Joana.Nova@Teste.com.br',
      respostas: { [dinnerId]: 'Não' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      'Dados do participante atualizados. O ingresso foi enviado para o novo e-mail.',
    );
    const [after] = await ctx.db.select().from(participants).where(eq(participants.id, first.id));
    expect(after).toMatchObject({ name: 'Joana Corrigida', email: 'joana.nova@teste.com.br' });
    // "Não" hides "Restrição": its answer goes, as in the checkout.
    const answers = await ctx.db
      .select()
      .from(participantAnswers)
      .where(eq(participantAnswers.participantId, first.id));
    expect(answers.map((a) => [a.fieldId, a.value])).toEqual([[dinnerId, 'Não']]);
    const history = await ctx.db
      .select()
      .from(participantHistory)
      .where(eq(participantHistory.participantId, first.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: 'editado',
      actor: 'comprador',
      organiserId: null,
      details: {
        alteracoes: {
          nome: { antes: first.name, depois: 'Joana Corrigida' },
          email: { antes: first.email, depois: 'joana.nova@teste.com.br' },
        },
        respostas: {
          'Jantar?': { antes: 'Sim', depois: 'Não' },
          Restrição: { antes: 'Vegana', depois: null },
        },
      },
    });
    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, 'joana.nova@teste.com.br'), eq(emailOutbox.kind, 'participant_ticket')),
      );
    expect(mails).toHaveLength(1);

    // The same data again changes nothing: no history entry, no second e-mail.
    const again = await put(hash, first.id, {
      nome: 'Joana Corrigida',
      email: 'joana.nova@teste.com.br',
      respostas: { [dinnerId]: 'Não' },
    });
    expect(again.statusCode).toBe(200);
    const count = async (table: typeof participantHistory | typeof emailOutbox) =>
      (
        await ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(
            table === participantHistory
              ? eq(participantHistory.participantId, first.id)
              : eq(emailOutbox.toAddress, 'joana.nova@teste.com.br'),
          )
      )[0]?.n;
    expect(await count(participantHistory)).toBe(1);
    expect(await count(emailOutbox)).toBe(1);
  });

  it('refuses an invalid answer with the field named, and writes nothing', async () => {
    const { ctx } = env();
    const { hash, dinnerId, dietId, people } = await paidOrder();
    const second = people[1] as (typeof people)[number];
    const cpf = await put(hash, second.id, { nome: 'Nome Novo', email: second.email, cpf: '111.111.111-11' });
    expect(cpf.statusCode).toBe(422);
    expect(cpf.json().validation_errors).toEqual({ cpf: ['CPF inválido'] });
    // "Sim" shows the required "Restrição", left blank; the name change must not be saved either.
    const res = await put(hash, second.id, {
      nome: 'Nome Novo',
      email: second.email,
      respostas: { [dinnerId]: 'Sim' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().validation_errors).toEqual({ [`respostas.${dietId}`]: ['Este campo é obrigatório'] });
    const bad = await put(hash, second.id, {
      nome: 'Nome Novo',
      email: second.email,
      respostas: { [dinnerId]: 'Talvez' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().validation_errors).toEqual({ [`respostas.${dinnerId}`]: ['Opção inválida'] });
    const [after] = await ctx.db.select().from(participants).where(eq(participants.id, second.id));
    expect(after?.name).toBe(second.name);
    const answers = await ctx.db
      .select()
      .from(participantAnswers)
      .where(eq(participantAnswers.participantId, second.id));
    expect(answers.map((a) => a.value)).toEqual(['Não']);
    const history = await ctx.db
      .select()
      .from(participantHistory)
      .where(eq(participantHistory.participantId, second.id));
    expect(history).toHaveLength(0);
  });

  it("answers 404 for another order's participant, and for a hash that names no order", async () => {
    const mine = await paidOrder();
    const theirs = await paidOrder();
    const other = theirs.people[0] as (typeof theirs.people)[number];
    const body = { nome: 'Invasora', email: 'invasora@teste.com.br' };
    for (const res of [
      await put(mine.hash, other.id, body),
      await env().app.inject({ method: 'GET', url: url(mine.hash, other.id) }),
      await put('naoexistenenhumpedido00', other.id, body),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(BUYER_EDIT_MESSAGES.notFound);
    }
    const [after] = await env().ctx.db.select().from(participants).where(eq(participants.id, other.id));
    expect(after?.name).toBe(other.name);
  });

  it('refuses once the event has started, and for a cancelled place', async () => {
    const { ctx, app } = env();
    const { event, hash, people } = await paidOrder();
    const [first, second] = people as [(typeof people)[number], (typeof people)[number]];
    await ctx.db.update(participants).set({ status: 'cancelado' }).where(eq(participants.id, second.id));
    const cancelled = await put(hash, second.id, { nome: 'Outro Nome', email: second.email });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error).toBe(BUYER_EDIT_MESSAGES.notActive);

    await ctx.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(events.id, event.id));
    const late = await put(hash, first.id, { nome: 'Tarde Demais', email: first.email });
    expect(late.statusCode).toBe(422);
    expect(late.json().error).toBe(BUYER_EDIT_MESSAGES.closed);
    const page = await app.inject({ method: 'GET', url: `/api/pedidos/${hash}` });
    expect(page.json().data.edicao.aberta).toBe(false);
    expect(page.json().data.participantes.map((p: { editavel: boolean }) => p.editavel)).toEqual([
      false,
      false,
    ]);
    const [after] = await ctx.db.select().from(participants).where(eq(participants.id, first.id));
    expect(after?.name).toBe(first.name);
  });
});
