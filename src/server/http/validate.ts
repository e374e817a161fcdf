import type { z } from 'zod';
import type { FieldErrors } from '../../domain/errors.ts';
import { AppError } from './app-error.ts';

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

/** Parses untrusted input with a schema; a failure is a 422 validation AppError. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw AppError.validation(toFieldErrors(result.error));
  return result.data;
}
