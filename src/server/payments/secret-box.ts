// The receiving accounts' secrets at rest (ADR 0304): AES-256-GCM with PAYMENT_SECRETS_KEY, a fresh
// 96-bit IV per box, and the account's id as additional data, so a box copied onto another
// organisation's row does not open. Outside production a development key stands in (public: it is
// in this file); production refuses to start without the variable (config.ts).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { type AppConfig, secretsKeyBytes } from '../config.ts';

const DEVELOPMENT_KEY = createHash('sha256').update('catraca-development-payment-secrets').digest();
const VERSION = 'v1';

export interface SecretBox {
  seal(plain: Record<string, string>, context: string): string;
  open(sealed: string, context: string): Record<string, string>;
}

export function createSecretBox(config: Pick<AppConfig, 'PAYMENT_SECRETS_KEY'>): SecretBox {
  const key = (config.PAYMENT_SECRETS_KEY && secretsKeyBytes(config.PAYMENT_SECRETS_KEY)) || DEVELOPMENT_KEY;
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || !body) throw new Error('unknown secret box format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
      return JSON.parse(text.toString('utf8')) as Record<string, string>;
    },
  };
}
