// Participants the organiser adds by hand (issue 20): a courtesy (R$ 0,00, status isento) or a
// place paid outside the platform (status pago, with the amount and a note). Written by the same
// one-statement order writer as a sale, so its guarded UPDATEs take the ticket's stock and the
// event's place under the same locks as every buyer's order: two organisers adding the last place
// at once, or an organiser racing a buyer, can never oversell (ADR 0020/0025). Vouchers go out
// like any other order's.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ManualRegistrationBody } from '../../domain/contracts/order-changes.ts';
import { orderCode } from '../../domain/order-code.ts';
import type { Actor, OwnedEvent } from '../access/owned-event.ts';
import { appBaseUrl } from '../config.ts';
import type { AppContext } from '../context.ts';
import { ID_ROW, queryRows } from '../db/raw-sql.ts';
import { queueOrderEmails } from '../email/order-emails.ts';
import { AppError } from '../http/app-error.ts';
import { loadEventBundle } from './event-catalog.ts';
import { recordHistory } from './order-history.ts';
import { assertEmailsAvailable, refusalError, StockRefusedError, writeOrder } from './order-writer.ts';
import type { StockRequest } from './stock-reservation.ts';

export const MANUAL_MESSAGES = {
  unknownTicket: 'Tipo de ingresso não encontrado neste evento.',
} as const;

export interface ManualRegistration {
  participantId: number;
  orderCode: string;
}

export async function registerManually(
  ctx: AppContext,
  event: OwnedEvent,
  actor: Actor,
  body: ManualRegistrationBody & { valor_pago: number },
): Promise<ManualRegistration> {
  const bundle = await loadEventBundle(ctx.db, { id: event.id });
  const ticket = bundle?.tickets.find((t) => t.id === body.ticketTypeId);
  if (!bundle || !ticket) throw AppError.validation({ ticketTypeId: [MANUAL_MESSAGES.unknownTicket] });
  const paid = body.valor_pago > 0;
  const email = body.email.trim().toLowerCase();
  const hash = randomBytes(24).toString('base64url');
  const now = new Date();
  const stock: StockRequest = {
    eventId: event.id,
    quantities: [{ ticketTypeId: ticket.id, quantity: 1 }],
    places: 1,
    couponId: null,
  };
  // A refused guard aborts the transaction: the refusal is explained from live figures after it.
  const result = await ctx.db
    .transaction(async (tx) => {
      if (bundle.settings.uniqueParticipantEmail) await assertEmailsAvailable(tx, event.id, [email]);
      const written = await writeOrder(
        tx,
        {
          order: {
            eventId: event.id,
            hash,
            status: paid ? 'paid' : 'free',
            buyerName: body.nome.trim(),
            buyerEmail: email,
            buyerDocument: body.cpf?.replace(/\D/g, '') ?? null,
            paymentMethod: 'none',
            installments: 1,
            subtotalCents: body.valor_pago,
            discountCents: 0,
            totalCents: body.valor_pago,
            paidAt: now,
          },
          lines: [{ ticketTypeId: ticket.id, quantity: 1, unitPriceCents: body.valor_pago }],
          payment: null,
          participants: [
            {
              uuid: crypto.randomUUID(),
              ticket,
              unitPriceCents: body.valor_pago,
              amountCents: body.valor_pago,
              name: body.nome.trim(),
              email,
              phone: body.telefone ?? null,
              cpf: body.cpf?.replace(/\D/g, '') ?? null,
              answers: [],
            },
          ],
          participantStatus: paid ? 'pago' : 'isento',
          createCandidates: false,
        },
        stock,
      );
      const [person] = await queryRows(
        tx,
        ID_ROW,
        sql`SELECT id FROM participants WHERE order_id = ${written.orderId}`,
      );
      if (!person) throw new Error('manual registration wrote no participant');
      await recordHistory(tx, { actor: 'organizador', organiserId: actor.id }, [
        {
          participantId: person.id,
          eventId: event.id,
          action: paid ? 'inscricao_manual' : 'cortesia',
          reason: body.observacao ?? null,
          details: { valor_pago_cents: body.valor_pago },
        },
      ]);
      await queueOrderEmails(tx, { orderId: written.orderId, baseUrl: appBaseUrl(ctx.config) });
      return { participantId: person.id, orderCode: orderCode(hash) };
    })
    .catch(async (err: unknown) => {
      if (err instanceof StockRefusedError) throw await refusalError(ctx.db, stock);
      throw err;
    });
  ctx.jobs.wakeEmailSender();
  return result;
}
