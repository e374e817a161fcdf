import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { DatabaseStorage } from './database-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { S3Storage } from './s3-storage.ts';

/** The one store every node of a deployment reads uploads from (ADR 0333). */
export function createFileStorage(config: AppConfig, db: Db): FileStorage {
  if (config.uploadStorage === 'database') return new DatabaseStorage(db);
  return new S3Storage({
    endpoint: config.S3_ENDPOINT ?? '',
    bucket: config.S3_BUCKET ?? '',
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  });
}
