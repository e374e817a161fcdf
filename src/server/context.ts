import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Db, DbHandle } from './db/client.ts';

/** What services need from the outside world; routes pass it down, services never see HTTP. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  dbHandle: DbHandle;
  log: FastifyBaseLogger;
}
