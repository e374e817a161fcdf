import { notify } from '../notify/notify.tsx';
import { describeError } from './describe-error.ts';

/** Shows any caught error (normally an ApiError) as the spec's error toast. */
export function notifyApiError(error: unknown): string {
  return notify('error', describeError(error));
}
