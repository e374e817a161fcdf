// Outgoing mail. With SMTP_URL set, nodemailer speaks SMTP; without it (development, tests)
// every message is written as an .eml file under DATA_DIR/outbox, readable with any mail client
// and listed by GET /api/dev/outbox.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  /** 'smtp' or 'local-outbox', for logs and the dev outbox page. */
  readonly transport: string;
  send(message: OutgoingEmail): Promise<void>;
}

export function outboxDir(config: AppConfig): string {
  return join(config.DATA_DIR, 'outbox');
}

export function createMailer(config: AppConfig): Mailer {
  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport(config.SMTP_URL);
    return {
      transport: 'smtp',
      async send(message) {
        await smtp.sendMail({ from: config.MAIL_FROM, ...message });
      },
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(config);
  return {
    transport: 'local-outbox',
    async send(message) {
      const info = await stream.sendMail({ from: config.MAIL_FROM, ...message });
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      await writeFile(join(dir, name), info.message as Buffer);
    },
  };
}
