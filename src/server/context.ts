import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Db, DbHandle } from './db/client.ts';
import type { Mailer } from './email/mailer.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { PaymentGateway } from './payments/payment-gateway.ts';
import type { FileStorage } from './uploads/file-storage.ts';

/** What services need from the outside world; routes pass it down, services never see HTTP. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  dbHandle: DbHandle;
  log: FastifyBaseLogger;
  /** Uploaded files (banners, rich-text images). */
  storage: FileStorage;
  /** Background jobs (confirmation e-mails); e-mails stay queued in email_outbox when jobs are off. */
  jobs: JobQueue;
  /** The payment gateway (the built-in sandbox by default). */
  payments: PaymentGateway;
  /** Outgoing e-mail: SMTP, or .eml files under DATA_DIR/outbox. */
  mailer: Mailer;
}
