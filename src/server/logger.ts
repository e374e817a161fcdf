import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.ts';

// Paths pino blanks out wherever they appear in a logged object: CPF, card data, passwords, cookies.
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'cpf',
  '*.cpf',
  '*.*.cpf',
  'documento',
  '*.documento',
  '*.*.documento',
  'card_data',
  '*.card_data',
  '*.*.card_data',
  'cvv',
  '*.cvv',
  'number',
  '*.number',
  'csrfToken',
  '*.csrfToken',
];

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
}
