import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MY_ORDERS_LINK_INVALID,
  MY_ORDERS_LINK_SENT,
  MY_ORDERS_VIEW_EXPIRED,
  type MyOrdersList,
} from '../../domain/contracts/my-orders.ts';
import { createApprovalEvent, createTestCandidates } from '../candidates/candidate-test-data.ts';
import type { AppContext } from '../context.ts';
import {
  buyer,
  cardBody,
  participant,
  pixBody,
  postRegistration,
  useEventFactory,
} from '../orders/registration-test-kit.ts';
import { createTestOrganiser } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
let ipSeed = 1;
/** A fresh client address per test: the per-address budget is shared by the whole suite's app. */
const freshIp = () => `198.51.100.${ipSeed++}`;

/** The "Meus ingressos" e-mails queued for an address (delivery runs just after the reply). */
async function accessEmails(ctx: AppContext, email: string, atLeast = 1) {
  for (let i = 0; i < 250; i++) {
    const { rows } = await ctx.dbHandle.executeSql(
      `select text, subject from email_outbox where kind = 'buyer_access' and to_address = $1 order by id`,
      [email],
    );
    if (rows.length >= atLeast) {
      return (rows as { text: string; subject: string }[]).map((row) => {
        const token = /#token=([A-Za-z0-9_-]+)/.exec(row.text)?.[1];
        if (!token) throw new Error(`no token in ${row.text}`);
        return { ...row, token };
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no Meus ingressos e-mail for ${email}`);
}

describe.each(TEST_DRIVERS)('Meus ingressos (%s)', (driver) => {
  const env = useTestApp(driver, {
    config: {
      PUBLIC_URL: 'https://ingressos.exemplo.com.br',
      BUYER_ACCESS_MAX_PER_EMAIL_PER_HOUR: '2',
      BUYER_ACCESS_MAX_PER_IP_PER_HOUR: '4',
      REGISTRATION_MAX_PER_EMAIL_PER_HOUR: '0',
      REGISTRATION_MAX_PER_IP_PER_HOUR: '0',
    },
  });
  const newEvent = useEventFactory(env);
  const askLink = (email: string, remoteAddress = freshIp()) =>
    env().app.inject({ method: 'POST', url: '/api/meus-ingressos/link', payload: { email }, remoteAddress });
  const open = (token: string) =>
    env().app.inject({ method: 'POST', url: '/api/meus-ingressos/abrir', payload: { token } });
  const list = (chave: string) =>
    env().app.inject({ method: 'POST', url: '/api/meus-ingressos/pedidos', payload: { chave } });

  /** Two orders of one address (a paid card, a pending PIX) and one of another, in two events. */
  async function buyerWithOrders(email: string) {
    const mine = { ...buyer, email };
    const { event, ticketTypes } = await newEvent({ name: 'Congresso de Trilhas' }, [
      { name: 'Inteira', priceCents: 12000, quantity: null },
    ]);
    const ticket = ticketTypes[0]?.id ?? 0;
    const paid = await postRegistration(env().app, event.id, {
      ...cardBody([participant(ticket, 1)]),
      comprador: { ...cardBody([]).comprador, comprador: mine },
    });
    expect(paid.statusCode).toBe(201);
    const other = await newEvent({ name: 'Feira de Outra Pessoa' }, [
      { name: 'Inteira', priceCents: 5000, quantity: null },
    ]);
    const pending = await postRegistration(env().app, other.event.id, {
      ...pixBody([participant(other.ticketTypes[0]?.id ?? 0, 2)]),
      comprador: { ...pixBody([]).comprador, comprador: mine },
    });
    expect(pending.statusCode).toBe(201);
    const stranger = await postRegistration(env().app, other.event.id, {
      ...pixBody([participant(other.ticketTypes[0]?.id ?? 0, 3)]),
      comprador: { ...pixBody([]).comprador, comprador: { ...buyer, email: `outra-${email}` } },
    });
    expect(stranger.statusCode).toBe(201);
    return {
      paidHash: paid.json().data.order_id as string,
      pendingHash: pending.json().data.order_id as string,
      strangerHash: stranger.json().data.order_id as string,
    };
  }

  it('answers an address without orders exactly like one with, and mails only the one with orders', async () => {
    const { ctx } = env();
    const email = `compras-${Date.now()}@teste.com.br`;
    await buyerWithOrders(email);
    const unknown = await askLink(`ninguem-${Date.now()}@teste.com.br`);
    const known = await askLink(email.toUpperCase());
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ success: true, message: MY_ORDERS_LINK_SENT, data: null });

    const [mail] = await accessEmails(ctx, email);
    expect(mail?.subject).toBe('Seu link para Meus ingressos');
    expect(mail?.text).toContain(
      `https://ingressos.exemplo.com.br/meus-ingressos/acesso#token=${mail?.token}`,
    );
    // Exactly one e-mail for the one request, none for the address without orders.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { rows } = await ctx.dbHandle.executeSql(
      `select to_address from email_outbox where kind = 'buyer_access' and (to_address = $1 or to_address like 'ninguem-%')`,
      [email],
    );
    expect(rows).toEqual([{ to_address: email }]);
    // Only the token's hash is stored.
    const { rows: links } = await ctx.dbHandle.executeSql(
      'select token_hash from buyer_access_links where email = $1',
      [email],
    );
    expect(links).toEqual([{ token_hash: sha256(mail?.token ?? '') }]);
  });

  it('opens once, then lists every order of that address and none of another', async () => {
    const { ctx } = env();
    const email = `lista-${Date.now()}@teste.com.br`;
    const { paidHash, pendingHash, strangerHash } = await buyerWithOrders(email);
    await askLink(email);
    const [mail] = await accessEmails(ctx, email);
    const token = mail?.token ?? '';

    const opened = await open(token);
    expect(opened.statusCode).toBe(200);
    const chave = opened.json().data.chave as string;
    const again = await open(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(MY_ORDERS_LINK_INVALID);

    const res = await list(chave);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as MyOrdersList;
    expect(data.email).toBe(email);
    const urls = data.pedidos.flatMap((p) => [p.pedido_url, p.ingressos_url]);
    expect(urls).not.toContain(`/pedido/${strangerHash}`);
    expect(JSON.stringify(data)).not.toContain(strangerHash);
    expect(data.pedidos).toHaveLength(2);
    const paid = data.pedidos.find((p) => p.evento.nome === 'Congresso de Trilhas');
    expect(paid).toMatchObject({
      tipo: 'pedido',
      situacao: 'confirmado',
      total_cents: 12000,
      pedido_url: `/pedido/${paidHash}`,
      ingressos_url: `/voucher/order/${paidHash}`,
    });
    expect(paid?.recibos).toHaveLength(1);
    expect(paid?.recibos[0]?.url).toMatch(/^\/receipt\/order-payment\//);
    expect(paid?.cancelavel_ate).not.toBeNull();
    const pending = data.pedidos.find((p) => p.evento.nome === 'Feira de Outra Pessoa');
    expect(pending).toMatchObject({
      situacao: 'aguardando_pagamento',
      pedido_url: null,
      ingressos_url: null,
      recibos: [],
      cancelavel_ate: null,
    });
    expect(JSON.stringify(pending)).not.toContain(pendingHash);
    // The view key is a secret too: only its hash is stored.
    const { rows } = await ctx.dbHandle.executeSql(
      'select view_key_hash from buyer_access_links where token_hash = $1',
      [sha256(token)],
    );
    expect(rows).toEqual([{ view_key_hash: sha256(chave) }]);
  });

  it('lists a pre-registration with its own page', async () => {
    const { ctx } = env();
    const organiser = await createTestOrganiser(ctx);
    const { event, ticketTypes } = await createApprovalEvent(ctx, organiser.id);
    const name = `Pre Candidata ${Date.now()}`;
    await createTestCandidates(ctx, event.id, [{ name, ticketTypeId: ticketTypes[0]?.id ?? 0 }]);
    const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@teste.com.br`;
    await askLink(email);
    const [mail] = await accessEmails(ctx, email);
    const chave = (await open(mail?.token ?? '')).json().data.chave as string;
    const data = (await list(chave)).json().data as MyOrdersList;
    expect(data.pedidos).toHaveLength(1);
    expect(data.pedidos[0]).toMatchObject({
      tipo: 'pre_inscricao',
      situacao: 'em_analise',
      pedido_url: null,
      ingressos_url: null,
    });
    expect(data.pedidos[0]?.pre_inscricao_url).toMatch(/^\/payment\/candidate\//);
  });

  it('refuses an expired link and an expired view', async () => {
    const { ctx } = env();
    const email = `expira-${Date.now()}@teste.com.br`;
    await buyerWithOrders(email);
    await askLink(email);
    await askLink(email);
    const [first, second] = await accessEmails(ctx, email, 2);
    await ctx.dbHandle.executeSql(
      `update buyer_access_links set expires_at = now() - interval '1 second' where token_hash = $1`,
      [sha256(first?.token ?? '')],
    );
    const late = await open(first?.token ?? '');
    expect(late.statusCode).toBe(404);
    expect(late.json().error).toBe(MY_ORDERS_LINK_INVALID);

    const chave = (await open(second?.token ?? '')).json().data.chave as string;
    expect((await list(chave)).statusCode).toBe(200);
    await ctx.dbHandle.executeSql(
      `update buyer_access_links set view_expires_at = now() - interval '1 second' where view_key_hash = $1`,
      [sha256(chave)],
    );
    const expired = await list(chave);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toBe(MY_ORDERS_VIEW_EXPIRED);
    expect((await list('x'.repeat(43))).statusCode).toBe(401);
  });

  it('limits link requests per address and per e-mail, the same for e-mails with and without orders', async () => {
    const stamp = Date.now();
    const ip = freshIp();
    // Per e-mail (2 an hour): the third for one address is refused, whatever the client's address.
    expect((await askLink(`limite-${stamp}@teste.com.br`)).statusCode).toBe(200);
    expect((await askLink(`limite-${stamp}@teste.com.br`)).statusCode).toBe(200);
    const third = await askLink(`limite-${stamp}@teste.com.br`);
    expect(third.statusCode).toBe(429);
    expect(third.json().error_type).toBe('too_many_requests');
    // Per client address (4 an hour), across e-mails.
    for (let n = 0; n < 4; n++)
      expect((await askLink(`ip-${stamp}-${n}@teste.com.br`, ip)).statusCode).toBe(200);
    expect((await askLink(`ip-${stamp}-5@teste.com.br`, ip)).statusCode).toBe(429);
  });

  it('refuses a malformed e-mail with a field error', async () => {
    const res = await askLink('nao-e-email');
    expect(res.statusCode).toBe(422);
    expect(res.json().error_type).toBe('validation');
  });
});
