// Delivers one claimed outbox row: rebuilds its attachments, writes the hand-over, gives it to the
// mailer and records what happened (ADR 0060). Everything here runs for one row at a time; the
// drainer runs several at once.
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { renderOrderVouchersPdf } from '../documents/document-service.ts';
import { AppError } from '../http/app-error.ts';
import { type Mailer, messageIdFor, type OutgoingEmail } from './mailer.ts';
import { type ClaimedEmail, markHandedOver, recordFailed, recordRetry, recordSent } from './outbox-claims.ts';
import { classifySendFailure, retryDelaySeconds } from './send-failure.ts';
import { WriteCoalescer } from './write-coalescer.ts';

export interface DeliveryPolicy {
  maxAttempts: number;
  retryBaseSeconds: number;
}

/** What a worker needs: its own database pool and SMTP pool (two workers share neither). */
export interface DeliveryContext {
  ctx: AppContext;
  db: Db;
  mailer: Mailer;
  workerId: string;
  policy: DeliveryPolicy;
  /** The two writes every message makes, coalesced across the worker's lanes. */
  handOver: (id: number) => Promise<boolean>;
  markSent: (id: number) => Promise<void>;
}

/** A worker's delivery context; its hand-over and sent writes are shared by concurrent lanes. */
export function deliveryContext(fields: Omit<DeliveryContext, 'handOver' | 'markSent'>): DeliveryContext {
  const { db, workerId } = fields;
  const handOvers = new WriteCoalescer<number, boolean>((ids) => markHandedOver(db, ids, workerId));
  const sents = new WriteCoalescer<number, void>(async (ids) => {
    await recordSent(db, ids, workerId);
    return ids.map(() => undefined);
  });
  return { ...fields, handOver: (id) => handOvers.submit(id), markSent: (id) => sents.submit(id) };
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'lost-claim';

export interface Delivery {
  outcome: DeliveryOutcome;
  /**
   * The outcome's write. A failure's is done when deliverClaimed returns; a success's is still
   * running, so the lane can hand over its next message meanwhile (the caller must await it).
   */
  recorded: Promise<void>;
}

const done = (outcome: DeliveryOutcome): Delivery => ({ outcome, recorded: Promise.resolve() });

async function buildAttachments(ctx: AppContext, db: Db, spec: Record<string, unknown> | null) {
  const attachments: OutgoingEmail['attachments'] = [];
  const orderId = spec?.vouchersForOrderId;
  if (typeof orderId === 'number') {
    attachments.push({
      filename: 'Ingressos dos Participantes.pdf',
      content: await renderOrderVouchersPdf({ ...ctx, db }, { orderId }),
      contentType: 'application/pdf',
    });
  }
  const participantIds = spec?.vouchersForParticipantIds;
  if (Array.isArray(participantIds) && participantIds.every((id) => typeof id === 'number')) {
    attachments.push({
      filename: participantIds.length === 1 ? 'Ingresso.pdf' : 'Ingressos dos Participantes.pdf',
      content: await renderOrderVouchersPdf({ ...ctx, db }, { participantIds }),
      contentType: 'application/pdf',
    });
  }
  return attachments;
}

// The message went out: recording it must not be lost to a passing database hiccup, or the row
// would end "interrupted" although we know it was delivered.
async function recordSentPersistently(run: DeliveryContext, id: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await run.markSent(id);
      return;
    } catch (error) {
      if (attempt >= 4) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}

async function retryOrGiveUp(
  run: DeliveryContext,
  row: ClaimedEmail,
  reason: string,
  attemptsNow: number,
  countAttempt: boolean,
): Promise<DeliveryOutcome> {
  if (attemptsNow >= run.policy.maxAttempts) {
    const final = `Falhou após ${attemptsNow} tentativas. Último erro: ${reason}`;
    await recordFailed(run.db, row.id, run.workerId, 'attempts_exhausted', final);
    return 'failed';
  }
  const delay = retryDelaySeconds(attemptsNow, run.policy.retryBaseSeconds);
  await recordRetry(run.db, row.id, run.workerId, reason, delay, { countAttempt });
  return 'retry';
}

export async function deliverClaimed(run: DeliveryContext, row: ClaimedEmail): Promise<Delivery> {
  const { ctx, db, workerId } = run;
  let attachments: OutgoingEmail['attachments'];
  try {
    attachments = await buildAttachments(ctx, db, row.attachments);
  } catch (error) {
    // Nothing was handed over yet, so any failure here is safe to retry; an AppError means the
    // data forbids it (the order is no longer confirmed) and retrying would not change that.
    const reason = `Não foi possível preparar a mensagem: ${(error as Error).message}`;
    if (error instanceof AppError) {
      await recordFailed(db, row.id, workerId, 'rejected', reason);
      return done('failed');
    }
    ctx.log.warn({ err: error, outboxId: row.id, requestId: row.requestId }, 'e-mail attachments failed');
    return done(await retryOrGiveUp(run, row, reason, row.attempts + 1, true));
  }

  if (!(await run.handOver(row.id))) return done('lost-claim');
  try {
    await run.mailer.send({
      to: row.toAddress,
      toName: row.toName,
      replyTo: row.replyTo,
      subject: row.subject,
      html: row.html,
      text: row.text,
      attachments,
      messageId: messageIdFor(row.messageKey, ctx.config.MAIL_FROM),
    });
  } catch (error) {
    const failure = classifySendFailure(error);
    ctx.log.warn(
      { err: error, outboxId: row.id, requestId: row.requestId, kind: failure.kind },
      'e-mail not delivered',
    );
    if (failure.kind === 'permanent') {
      await recordFailed(db, row.id, workerId, 'rejected', failure.reason);
      return done('failed');
    }
    if (failure.kind === 'ambiguous') {
      await recordFailed(db, row.id, workerId, 'interrupted', failure.reason);
      return done('failed');
    }
    return done(await retryOrGiveUp(run, row, failure.reason, row.attempts + 1, false));
  }
  ctx.log.info({ outboxId: row.id, requestId: row.requestId, kind: row.kind }, 'e-mail handed over');
  return { outcome: 'sent', recorded: recordSentPersistently(run, row.id) };
}
