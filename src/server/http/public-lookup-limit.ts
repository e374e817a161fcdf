// Per-address limits on the public routes that open something with a secret in the request
// (payment ids, order hashes, participant uuids) and on coupon checks (ADR 0041, 0045). The
// secrets are unguessable, so these are not what keeps them safe: they cap what one address can
// scrape or brute-force (coupon codes are short words), while a buyer polling every 10 s and
// downloading a group's vouchers stays far below them. Counted per route, per process. Their path
// ids are public keys, not an organiser's serial ids (`public: true`, src/server/access/organiser-area.ts).
import type { AppConfig } from '../config.ts';
import { localOnly } from './local-only.ts';

/** Route options for a public lookup: `app.get(url, publicLookupLimit(config), handler)`. */
export function publicLookupLimit(config: AppConfig) {
  return {
    config: {
      public: true as const,
      rateLimit: { max: config.PUBLIC_LOOKUP_MAX_PER_IP_PER_MINUTE, timeWindow: '1 minute' },
    },
  };
}

/** Route options for POST /api/eventos/{id}/validar-cupom. */
export function couponCheckLimit(config: AppConfig) {
  return {
    config: {
      public: true as const,
      rateLimit: { max: config.COUPON_CHECK_MAX_PER_IP_PER_MINUTE, timeWindow: '1 minute' },
    },
  };
}

/**
 * Route options for the sandbox's "payment confirmed" (a bank's notification stand-in): limited like
 * a lookup and answered only to this machine (ADR 0242), except on a production demo site whose
 * operator allowed the sandbox there (ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION), where buyers use it.
 */
export function sandboxConfirmLimit(config: AppConfig) {
  const demoSite = config.NODE_ENV === 'production' && config.ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION;
  return { ...publicLookupLimit(config), onRequest: localOnly(demoSite) };
}
