import type { RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import { replyGuard } from '../../../shared/api/client.ts';

/** The contract types the reply; this only catches a body that is not a registration result. */
export const registrationResultSchema = replyGuard<RegistrationResult>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RegistrationResult).order_hash === 'string' &&
    typeof (value as RegistrationResult).status === 'string',
);
