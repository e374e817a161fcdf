// Issue 11 items 1 and 4: every confirmed order queues the buyer's confirmation (all tickets) and
// one e-mail per participant (their ticket only), exactly once; a pre-registration queues the
// buyer's confirmation with the follow-up link. On PGlite and PostgreSQL.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderCode } from '../../domain/order-code.ts';
import { appBaseUrl } from '../config.ts';
import { emailOutbox } from '../db/schema.ts';
import { extractPdfText } from '../documents/pdf-text.ts';
import {
  buyer,
  cardBody,
  orderIdOf,
  participant,
  pixBody,
  postRegistration,
} from '../orders/registration-test-kit.ts';
import { createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { outboxDir } from './mailer.ts';
import { queueOrderEmails, queuePreRegistrationEmail } from './order-emails.ts';
import { sendOutboxEmail } from './outbox-sender.ts';

/** The PDF parts of a MIME message (nodemailer writes them base64-encoded). */
function pdfAttachments(eml: string): { filename: string; content: Buffer }[] {
  const parts = eml.split(/\r?\n--[^\r\n]+/);
  return parts
    .filter((part) => /Content-Type: application\/pdf/i.test(part))
    .map((part) => {
      const [headers = '', ...body] = part.split(/\r?\n\r?\n/);
      const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? '';
      return { filename, content: Buffer.from(body.join('').replace(/\s+/g, ''), 'base64') };
    });
}

describe.each(TEST_DRIVERS)('order e-mails (%s)', (driver) => {
  const env = useTestApp(driver);
  let organiserId: number;
  beforeAll(async () => {
    organiserId = (await createTestOrganiser(env().ctx)).id;
  });

  const rowsOf = (eventId: number) =>
    env()
      .ctx.db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.eventId, eventId))
      .orderBy(asc(emailOutbox.id));

  it('a card order: the buyer gets every ticket, each other participant their own, once', async () => {
    const { app, ctx } = env();
    const {
      event,
      ticketTypes: [ticket],
    } = await createTestEvent(ctx, organiserId, { name: 'Festival de Inverno' }, [{ priceCents: 10_000 }]);
    const res = await postRegistration(
      app,
      event.id,
      cardBody(
        [
          participant(ticket?.id as number, 1, { nome: 'Ana Buyer', email: buyer.email.toUpperCase() }),
          participant(ticket?.id as number, 2, { nome: 'Bruno Lima', email: 'bruno@teste.com.br' }),
          participant(ticket?.id as number, 3, { nome: 'Célia Reis', email: 'celia@teste.com.br' }),
        ],
        {},
        3,
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { order_hash, participantes } = res.json().data;
    const rows = await rowsOf(event.id);
    // The participant with the buyer's address gets nothing more: the buyer's e-mail has every ticket.
    expect(rows.map((r) => [r.kind, r.toAddress])).toEqual([
      ['order_confirmation', buyer.email],
      ['participant_ticket', 'bruno@teste.com.br'],
      ['participant_ticket', 'celia@teste.com.br'],
    ]);
    const [confirmation, bruno] = rows;
    expect(confirmation?.text).toContain(`Pedido: ${orderCode(order_hash)} (${order_hash})`);
    expect(confirmation?.text).toContain('Cartão de crédito Visa final 1111 · 3x de R$ 100,00 sem juros');
    expect(confirmation?.html).toContain(`${appBaseUrl(ctx.config)}/receipt/order-payment/`);
    expect(bruno?.text).toContain(`${appBaseUrl(ctx.config)}/voucher/participant/${participantes[1].uuid}`);
    expect(bruno?.text).not.toContain('Célia');

    // Deciding again (a retried path) queues nothing new.
    const orderId = await orderIdOf(ctx, order_hash);
    const again = await ctx.db.transaction((tx) =>
      queueOrderEmails(tx, { orderId, baseUrl: appBaseUrl(ctx.config) }),
    );
    expect(again).toEqual(rows.map((r) => r.id));
    expect(await rowsOf(event.id)).toHaveLength(3);

    // What Bruno receives: his ticket only, as a PDF attachment.
    expect(await sendOutboxEmail(ctx, bruno?.id as number)).toBe(true);
    const file = readdirSync(outboxDir(ctx.config)).find((f) =>
      readFileSync(join(outboxDir(ctx.config), f), 'utf8').includes('bruno@teste.com.br'),
    );
    const eml = readFileSync(join(outboxDir(ctx.config), file as string), 'utf8');
    expect(eml).toContain('Subject: Seu ingresso: Festival de Inverno');
    const attachments = pdfAttachments(eml);
    expect(attachments.map((a) => a.filename)).toEqual(['Ingresso.pdf']);
    const pdfText = extractPdfText(attachments[0]?.content as Buffer);
    expect(pdfText).toContain('Bruno Lima');
    expect(pdfText).not.toContain('Célia Reis');
    expect(pdfText).not.toContain('Ana Buyer');

    const own = await app.inject({ method: 'GET', url: `/voucher/participant/${participantes[2].uuid}` });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain('Ingresso.pdf');
    const ownText = extractPdfText(own.rawPayload);
    expect(ownText).toContain('Célia Reis');
    expect(ownText).not.toContain('Bruno Lima');
  });

  it('a PIX order: nothing before payment, the e-mails once after it, even if confirmed twice', async () => {
    const { app, ctx } = env();
    const {
      event,
      ticketTypes: [ticket],
    } = await createTestEvent(ctx, organiserId, {}, [{ priceCents: 4_000 }]);
    const res = await postRegistration(
      app,
      event.id,
      pixBody([
        participant(ticket?.id as number, 1, { email: 'um@teste.com.br' }),
        participant(ticket?.id as number, 2, { email: 'dois@teste.com.br' }),
      ]),
    );
    const { order_hash, participantes } = res.json().data;
    // Before payment only the PIX to pay goes out, to the buyer alone (issue 22).
    expect((await rowsOf(event.id)).map((r) => [r.kind, r.toAddress])).toEqual([
      ['pending_pix', buyer.email],
    ]);
    const pending = await app.inject({ method: 'GET', url: `/voucher/participant/${participantes[0].uuid}` });
    expect(pending.statusCode).toBe(409);
    for (let n = 0; n < 2; n++) {
      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/sandbox/pix/confirmar',
        payload: { order_hash },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    const rows = await rowsOf(event.id);
    expect(rows.map((r) => [r.kind, r.toAddress])).toEqual([
      ['pending_pix', buyer.email],
      ['order_confirmation', buyer.email],
      ['participant_ticket', 'um@teste.com.br'],
      ['participant_ticket', 'dois@teste.com.br'],
    ]);
    expect(rows[1]?.text).toContain('Pagamento: PIX');
  });

  it('concurrent decisions for the same order still queue each e-mail once', async () => {
    const { app, ctx } = env();
    const {
      event,
      ticketTypes: [ticket],
    } = await createTestEvent(ctx, organiserId, {}, [{ priceCents: 0 }]);
    const res = await postRegistration(app, event.id, {
      participantes: [
        participant(ticket?.id as number, 1, { email: 'solo@teste.com.br' }),
        participant(ticket?.id as number, 2, { email: 'dupla@teste.com.br' }),
      ],
    });
    const orderId = await orderIdOf(ctx, res.json().data.order_hash);
    const baseUrl = appBaseUrl(ctx.config);
    await Promise.all(
      Array.from({ length: 4 }, () => ctx.db.transaction((tx) => queueOrderEmails(tx, { orderId, baseUrl }))),
    );
    const rows = await rowsOf(event.id);
    // A free order's buyer is its first participant: the second gets her own ticket.
    expect(rows.map((r) => [r.kind, r.toAddress])).toEqual([
      ['order_confirmation', 'solo@teste.com.br'],
      ['participant_ticket', 'dupla@teste.com.br'],
    ]);
    expect(rows[0]?.text).toContain('Pagamento: Gratuito');
  });

  it('a pre-registration: one e-mail to the buyer, nothing charged, the follow-up link', async () => {
    const { app, ctx } = env();
    const {
      event,
      ticketTypes: [ticket],
    } = await createTestEvent(
      ctx,
      organiserId,
      {
        name: 'Residência Artística',
        needsApproval: true,
        approvalDeadlineValue: 3,
        approvalDeadlineUnit: 'dias',
      },
      [{ priceCents: 30_000, quantity: null }],
    );
    const res = await postRegistration(app, event.id, {
      comprador: { comprador: buyer, payment_method: 'pix', installments: 1 },
      participantes: [
        participant(ticket?.id as number, 1, {
          email: 'cand@teste.com.br',
          telefone: '11987654321',
          cpf: '111.444.777-35',
        }),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order_hash } = res.json().data;
    const rows = await rowsOf(event.id);
    expect(rows.map((r) => [r.kind, r.toAddress])).toEqual([['pre_registration', buyer.email]]);
    const [mail] = rows;
    expect(mail?.subject).toBe('Pré-inscrição recebida: Residência Artística');
    expect(mail?.text).toContain('Nada foi cobrado agora.');
    expect(mail?.text).toContain('O valor de R$ 300,00 só será devido se a organização selecionar');
    // The selection sets the deadline, so the pre-registration promises no number of days (issue 20).
    expect(mail?.text).toContain('a data-limite para pagamento, que a organização define na seleção');
    expect(mail?.text).not.toMatch(/\d+ dias? após a seleção/);
    expect(mail?.text).toContain(`${appBaseUrl(ctx.config)}/payment/candidate/${order_hash}`);
    const orderId = await orderIdOf(ctx, order_hash);
    expect(await queuePreRegistrationEmail(ctx.db, { orderId, baseUrl: appBaseUrl(ctx.config) })).toBe(
      mail?.id,
    );
    expect(await rowsOf(event.id)).toHaveLength(1);
  });
});
