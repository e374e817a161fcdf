// The login's per-address limit (LOGIN_MAX_PER_IP_PER_MINUTE), shared by every route that takes a
// password or an e-mail from the public: sign-in, sign-up, the forgotten password, the invitation,
// the password change. A route's `config` (@fastify/rate-limit reads it there).
import type { AppConfig } from '../config.ts';

export function loginRateLimit(config: AppConfig) {
  return { rateLimit: { max: config.LOGIN_MAX_PER_IP_PER_MINUTE, timeWindow: '1 minute' } };
}
