// The reusable engine behind "Comunicar Participantes" and "Comunicar Pré-inscritos": a slice
// gives its audience and an SQL query of the recipients (columns `email`, `name`), already scoped
// to the organiser's event; the engine reads them, keeps the unique valid addresses and schedules
// one outbox delivery each through createCommunication (one statement, ADR 0062). Sending happens
// in the outbox drainers; the call returns as soon as the rows are queued.
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { CommunicationAudience, Recipient } from '../../domain/communication.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import { AppError } from '../http/app-error.ts';
import {
  type CreatedCommunication,
  checkCommunicationText,
  createCommunication,
} from './communication-service.ts';

export interface AudienceCommunicationInput {
  event: OwnedEvent;
  actorId: number;
  audience: CommunicationAudience;
  subject: string;
  message: string;
  /** `SELECT … AS email, … AS name FROM …` limited to the event (and to the chosen rows). */
  recipients: SQL;
  /** The modal's filters, kept with the communication for the record. */
  filters?: Record<string, unknown> | null;
  /** The refusal when nobody matched (each audience has its own words, spec §5). */
  nobodyMessage: string;
}

export interface AudienceCommunication extends CreatedCommunication {
  /** Rows the recipients query returned (participants or candidates processed). */
  matched: number;
}

/** The columns every recipients query returns (an e-mail may be empty: it is dropped later). */
const RECIPIENT_ROW = z.object({ email: col.text().nullable(), name: col.text().nullable() });

export async function readRecipients(ctx: AppContext, recipients: SQL): Promise<Recipient[]> {
  const rows = await queryRows(ctx.db, RECIPIENT_ROW, recipients);
  return rows.map((row) => ({ email: row.email ?? '', name: row.name ?? '' }));
}

export async function communicateToAudience(
  ctx: AppContext,
  input: AudienceCommunicationInput,
): Promise<AudienceCommunication> {
  // A blank subject is refused before reading 10 000 recipients.
  checkCommunicationText(input);
  const recipients = await readRecipients(ctx, input.recipients);
  if (recipients.length === 0) throw new AppError('validation', input.nobodyMessage);
  const created = await createCommunication(ctx, {
    event: input.event,
    actorId: input.actorId,
    audience: input.audience,
    subject: input.subject,
    message: input.message,
    recipients,
    filters: input.filters ?? null,
  });
  return { ...created, matched: recipients.length };
}
