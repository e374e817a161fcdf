import type { z } from 'zod';
import type { FieldErrors } from '../../domain/errors.ts';
import { AppError } from './app-error.ts';
import { noteParsedInput } from './route-inputs.ts';

export const NUL_MESSAGE = 'O texto contém um caractere inválido.';

/** zod issues → field key ("tipos_ingresso.0.nome") → pt-BR messages. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    const list = out[key] ?? [];
    list.push(issue.message);
    out[key] = list;
  }
  return out;
}

/**
 * The field keys of every string (or key) holding a NUL character. PostgreSQL cannot store one in
 * text, so it must be refused here rather than fail the query.
 */
export function findNulFields(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path.length > 0 ? path.join('.') : '_');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      findNulFields(item, [...path, String(index)], found);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push([...path, key.replaceAll('\u0000', '')].join('.'));
      findNulFields(item, [...path, key], found);
    }
  }
  return found;
}

/** A 422 naming each field with a NUL character, or null when there is none. */
export function nulCharacterError(value: unknown): AppError | null {
  const fields = findNulFields(value);
  if (fields.length === 0) return null;
  return AppError.validation(Object.fromEntries(fields.map((key) => [key, [NUL_MESSAGE]])));
}

/** Parses untrusted input with a schema; a failure is a 422 validation AppError. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  noteParsedInput(input, schema);
  const nul = nulCharacterError(input);
  if (nul) throw nul;
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw AppError.validation(toFieldErrors(result.error));
  return result.data;
}
