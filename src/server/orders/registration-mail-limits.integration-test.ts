// Issue 17 item 2, against a real `catraca serve` on PostgreSQL delivering to a real SMTP server:
// one anonymous request for a free event once sent a stranger one e-mail per participant, carrying
// the sender's text as clickable links, as often as the sender liked. Now the stranger gets one
// e-mail per order listing everyone, names that look like links are not links in either part, an
// order holds at most the event's participants per order, and the per-address and per-connection
// budgets stop the repetition.
import { and, eq, sql } from 'drizzle-orm';
import { find } from 'linkifyjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema.ts';
import { waitUntil } from '../email/outbox-test-kit.ts';
import { createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { type ServerProcess, startServerProcess } from '../testing/server-process.ts';
import { type SinkMessage, type SmtpSink, startSmtpSink } from '../testing/smtp-sink.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { VALID_CPF } from './registration-test-kit.ts';

const STRANGER = 'vitima@destino.test';
const LURE = 'Ganhe R$ 500 em www.golpe-premio.com.br/pix';

/** The text/plain and text/html parts of a raw MIME message, decoded. */
function textParts(raw: string): { text: string; html: string } {
  const parts: Record<string, string> = {};
  for (const chunk of raw.split(/\r?\n--[^\r\n]+/)) {
    const split = chunk.search(/\r?\n\r?\n/);
    if (split === -1) continue;
    const headers = chunk.slice(0, split);
    const body = chunk.slice(split).replace(/^\r?\n\r?\n/, '');
    const type = /Content-Type:\s*(text\/(?:plain|html))/i.exec(headers)?.[1]?.toLowerCase();
    if (!type) continue;
    const encoding = /Content-Transfer-Encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    const bytes =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              body
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                  String.fromCharCode(Number.parseInt(hex, 16)),
                ),
              'latin1',
            )
          : Buffer.from(body, 'utf8');
    parts[type] = bytes.toString('utf8');
  }
  return { text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' };
}

/** What a person sees of an HTML part: tags dropped, entities read. */
function visibleText(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/gi, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

const lureLinks = (text: string) => find(text).filter((link) => link.href.includes('golpe'));

describe.runIf(TEST_DRIVERS.includes('postgres'))(
  'registration mail limits on a real server (postgres)',
  () => {
    const env = useTestApp('postgres');
    let sink: SmtpSink;
    let server: ServerProcess;
    let eventId: number;
    let ticketId: number;

    beforeAll(async () => {
      sink = await startSmtpSink();
      server = await startServerProcess({
        DATABASE_URL: env().database.url ?? '',
        DATABASE_POOL_SIZE: '4',
        JOBS_ENABLED: 'true',
        SMTP_URL: sink.url,
        EMAIL_POLL_SECONDS: '0.2',
        REGISTRATION_MAX_PER_EMAIL_PER_HOUR: '3',
        REGISTRATION_MAX_PER_IP_PER_HOUR: '6',
      });
      const organiser = await createTestOrganiser(env().ctx);
      const created = await createTestEvent(
        env().ctx,
        organiser.id,
        { capacity: 1000, name: 'Feira Gratuita' },
        [{ priceCents: 0, quantity: 1000 }],
      );
      eventId = created.event.id;
      ticketId = created.ticketTypes[0]?.id as number;
    }, 90_000);
    afterAll(async () => {
      await server?.stop('SIGTERM');
      await sink?.close();
    }, 60_000);

    const register = async (buyerEmail: string, participants: { nome: string; email: string }[]) => {
      const res = await fetch(`${server.url}/api/eventos/${eventId}/inscricao`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          comprador: { comprador: { name: 'Remetente Anônimo', email: buyerEmail, documento: VALID_CPF } },
          participantes: participants.map((p) => ({ ticketTypeId: ticketId, answers: [], ...p })),
        }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const lures = (n: number, email = STRANGER) =>
      Array.from({ length: n }, (_, i) => ({ nome: `${LURE} ${i + 1}`, email }));
    const sentTo = (address: string) => sink.messages.filter((m: SinkMessage) => m.to.includes(address));
    const allSent = async () => {
      const [row] = await env()
        .ctx.db.select({ n: sql<number>`count(*)::int` })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.eventId, eventId), sql`${emailOutbox.status} <> 'sent'`));
      return Number(row?.n ?? 0) === 0;
    };

    it('sends one e-mail per distinct address, listing every participant, with no link in the names', async () => {
      const first = await register('remetente1@origem.test', lures(10));
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      await sink.waitForCount(2, 30_000);
      await waitUntil(allSent, 30_000);
      expect(sink.messages).toHaveLength(2);
      const [toStranger] = sentTo(STRANGER);
      expect(sentTo(STRANGER)).toHaveLength(1);
      expect(toStranger?.subject).toContain('Seus ingressos');
      const { text, html } = textParts(toStranger?.raw ?? '');
      for (let i = 1; i <= 10; i++) expect(text.replaceAll('\u200B', '')).toContain(`${LURE} ${i}`);
      expect(lureLinks(text)).toEqual([]);
      expect(lureLinks(visibleText(html))).toEqual([]);
      expect(html).not.toMatch(/href="[^"]*golpe/i);
      // The buyer's confirmation names them all too, and links none of them either.
      const [toBuyer] = sentTo('remetente1@origem.test');
      const buyerParts = textParts(toBuyer?.raw ?? '');
      expect(lureLinks(buyerParts.text)).toEqual([]);
      expect(lureLinks(visibleText(buyerParts.html))).toEqual([]);
    });

    it('refuses an eleventh participant in one order (the default cap) and sends nothing', async () => {
      const before = sink.messages.length;
      const big = await register('remetente2@origem.test', lures(11));
      expect(big.status).toBe(422);
      expect(big.body).toMatchObject({
        error_type: 'ticket_limit_exceeded',
        error: 'Cada inscrição pode ter no máximo 10 participantes.',
      });
      await waitUntil(allSent, 30_000);
      expect(sink.messages.length).toBe(before);
    });

    it('stops mailing one address after its budget, and one connection after its own', async () => {
      for (const n of [2, 3]) {
        expect((await register(`remetente${n + 1}@origem.test`, lures(1))).status).toBe(201);
      }
      const fourth = await register('remetente9@origem.test', lures(1));
      expect(fourth.status).toBe(429);
      expect(fourth.body).toMatchObject({
        error_type: 'too_many_requests',
        error: `O e-mail ${STRANGER} já foi usado em muitas inscrições na última hora. Aguarde um pouco e tente novamente.`,
      });
      // Four registrations spent from this connection (the refused one too); two more fit.
      for (const n of [1, 2]) {
        const res = await register(`outro${n}@origem.test`, [
          { nome: `Pessoa ${n}`, email: `p${n}@destino.test` },
        ]);
        expect(res.status).toBe(201);
      }
      const seventh = await register('outro3@origem.test', [{ nome: 'Pessoa 3', email: 'p3@destino.test' }]);
      expect(seventh.status).toBe(429);
      expect(seventh.body).toMatchObject({
        error: 'Muitas inscrições feitas desta conexão na última hora. Aguarde um pouco e tente novamente.',
      });
      await waitUntil(allSent, 30_000);
      await waitUntil(async () => sentTo('p2@destino.test').length === 1, 30_000);
      expect(sentTo(STRANGER)).toHaveLength(3);
    });
  },
);
