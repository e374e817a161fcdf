import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Db, DbHandle } from './db/client.ts';
import type { Mailer } from './email/mailer.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { GatewayResolver } from './payments/gateway-resolver.ts';
import type { PaymentGateway } from './payments/payment-gateway.ts';
import type { SecretBox } from './payments/secret-box.ts';
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
  /**
   * The environment's payment gateway (PAYMENT_GATEWAY; the built-in sandbox by default). An
   * event's payments go through `gateways.forOrganisation`, which may pick the organisation's own.
   */
  payments: PaymentGateway;
  /** Who receives an event's money: the organisation's receiving account or the environment (ADR 0304). */
  gateways: GatewayResolver;
  /** Seals the receiving accounts' secrets (PAYMENT_SECRETS_KEY). */
  secretBox: SecretBox;
  /** Outgoing e-mail: SMTP, or .eml files under DATA_DIR/outbox. */
  mailer: Mailer;
}
