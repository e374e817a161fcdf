// Registrations per connection and per e-mail address (issue 17 item 2, ADR 0252). One anonymous
// request used to make the platform mail a stranger as often as the sender liked; now every
// registration spends one unit of its connection's budget and one of each distinct address it
// names (buyer and participants), before anything is written or any e-mail is queued.
import type { RegistrationBody } from '../../domain/contracts/public-event.ts';
import type { AppContext } from '../context.ts';
import { emailKeyOf } from '../http/attempt-budget.ts';
import { type RateBudget, requireRateBudget } from '../http/rate-budget.ts';

const HOUR_MS = 3_600_000;

export const REGISTRATION_BUDGET_MESSAGES = {
  perClient: 'Muitas inscrições feitas desta conexão na última hora. Aguarde um pouco e tente novamente.',
  perAddress: (email: string) =>
    `O e-mail ${email} já foi usado em muitas inscrições na última hora. Aguarde um pouco e tente novamente.`,
} as const;

/** Every distinct address the registration names, trimmed and lower-case. */
export function recipientsOf(body: RegistrationBody): string[] {
  const buyer = body.comprador?.comprador?.email;
  const all = [...(buyer ? [buyer] : []), ...body.participantes.map((p) => p.email)];
  return [...new Set(all.map((email) => email.trim().toLowerCase()).filter((email) => email !== ''))].sort();
}

export async function spendRegistrationBudgets(
  ctx: AppContext,
  input: { body: RegistrationBody; clientKey: string | null },
): Promise<void> {
  const { config, db } = ctx;
  if (input.clientKey) {
    const perClient: RateBudget = {
      name: 'registration-ip',
      max: config.REGISTRATION_MAX_PER_IP_PER_HOUR,
      windowMs: HOUR_MS,
    };
    await requireRateBudget(db, perClient, input.clientKey, REGISTRATION_BUDGET_MESSAGES.perClient);
  }
  const perAddress: RateBudget = {
    name: 'registration-email',
    max: config.REGISTRATION_MAX_PER_EMAIL_PER_HOUR,
    windowMs: HOUR_MS,
  };
  for (const email of recipientsOf(input.body)) {
    const key = emailKeyOf(config.appSecret, email);
    await requireRateBudget(db, perAddress, key, REGISTRATION_BUDGET_MESSAGES.perAddress(email));
  }
}
