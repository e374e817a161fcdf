// Outgoing mail. With SMTP_URL set, nodemailer speaks SMTP over a pool of SMTP_POOL_SIZE open
// connections (ADR 0061); without it (development, tests) every message is written as an .eml
// file under DATA_DIR/outbox, readable with any mail client and listed by GET /api/dev/outbox.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.ts';

export interface OutgoingEmail {
  to: string;
  toName?: string | null;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
  /** `<key@domain>`, stable for one outbox row: a second delivery of it is recognisable. */
  messageId: string;
}

export interface Mailer {
  /** 'smtp' or 'local-outbox', for logs and the dev outbox page. */
  readonly transport: string;
  /** How many messages this mailer can have in flight at once (the SMTP pool's connections). */
  readonly concurrency: number;
  send(message: OutgoingEmail): Promise<void>;
  /** Closes pooled connections; messages in flight finish first. */
  close(): void;
}

export function outboxDir(config: AppConfig): string {
  return join(config.DATA_DIR, 'outbox');
}

/** The domain of MAIL_FROM, for Message-IDs (`Catraca <x@catraca.local>` → `catraca.local`). */
export function senderDomain(mailFrom: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(mailFrom);
  return match?.[1]?.toLowerCase() ?? 'catraca.local';
}

export function messageIdFor(messageKey: string, mailFrom: string): string {
  return `<${messageKey}@${senderDomain(mailFrom)}>`;
}

function toNodemailer(config: AppConfig, message: OutgoingEmail) {
  const { toName, replyTo, messageId, ...rest } = message;
  return {
    ...rest,
    ...(replyTo ? { replyTo } : {}),
    from: config.MAIL_FROM,
    to: toName ? { name: toName, address: message.to } : message.to,
    messageId,
  };
}

export function createMailer(config: AppConfig): Mailer {
  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport({
      url: config.SMTP_URL,
      pool: true,
      maxConnections: config.SMTP_POOL_SIZE,
      maxMessages: config.SMTP_MAX_MESSAGES,
      // The pool would silently resend a message whose connection closed mid-delivery; the
      // outbox decides about every retry instead (ADR 0060), so it never gets one behind our back.
      maxRequeues: 0,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      transport: 'smtp',
      concurrency: config.SMTP_POOL_SIZE,
      async send(message) {
        await smtp.sendMail(toNodemailer(config, message));
      },
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(config);
  return {
    transport: 'local-outbox',
    concurrency: config.SMTP_POOL_SIZE,
    async send(message) {
      const info = await stream.sendMail(toNodemailer(config, message));
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      await writeFile(join(dir, name), info.message as Buffer);
    },
    close: () => {},
  };
}
