import { SETTINGS_MESSAGES } from '../../../../domain/contracts/event-settings.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { notify } from '../../../shared/notify/notify.tsx';

/** §8 Settings: the server's message when it has one, else the section's fallback under Erro ao salvar. */
export function notifySaveError(error: unknown, fallback: string): void {
  if (isApiError(error) && error.status > 0 && error.status < 500) {
    notify('error', describeError(error));
    return;
  }
  notify('error', { title: SETTINGS_MESSAGES.saveFailedTitle, message: fallback });
}
