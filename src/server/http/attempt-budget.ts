// Keys for the budgets services spend per connection and per e-mail address (issue 17 items 2 and
// 4; the budgets themselves are the shared counters of rate-budget.ts, ADR 0240). Keyed with the
// app secret, so neither the counters nor the orders table keep people's addresses (ADR 0251).
import { createHmac } from 'node:crypto';

function keyed(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url').slice(0, 22);
}

/** A connection's address (request.ip) as a budget or hold key. */
export function clientKeyOf(secret: string, address: string): string {
  return keyed(secret, `client:${address}`);
}

/** An e-mail address (trimmed, lower-case) as a budget key. */
export function emailKeyOf(secret: string, email: string): string {
  return keyed(secret, `email:${email}`);
}
