import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../shared/api/api-error.ts';

/**
 * Puts the server's field messages next to their inputs; true when at least one landed, so the
 * caller can skip repeating them in a summary. `serverNames` maps a form field to the API's name
 * for it when they differ.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  serverNames: Partial<Record<Path<T>, string>> = {},
): boolean {
  if (!isApiError(error) || !error.fieldErrors) return false;
  let placed = false;
  for (const field of fields) {
    const message = error.fieldErrors[serverNames[field] ?? field]?.[0];
    if (message) {
      setError(field, { message });
      placed = true;
    }
  }
  return placed;
}
