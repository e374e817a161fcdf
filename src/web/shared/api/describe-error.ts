import { ERROR_MESSAGES } from '../../../domain/errors.ts';
import { isApiError } from './api-error.ts';

export interface ErrorToastContent {
  title: string;
  message: string;
}

/** What a toast says for any thrown value; validation errors list their field messages (§8). */
export function describeError(error: unknown): ErrorToastContent {
  if (!isApiError(error)) return { title: 'Erro', message: ERROR_MESSAGES.unknown };
  if (error.errorType === 'validation' && error.fieldErrors) {
    const firstMessages = Object.values(error.fieldErrors)
      .map((messages) => messages[0])
      .filter((message): message is string => Boolean(message));
    const unique = [...new Set(firstMessages)];
    if (unique.length > 0) return { title: error.title, message: unique.join('\n') };
  }
  return { title: error.title, message: error.message };
}
