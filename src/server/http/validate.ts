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

/** At most this many fields are named in one refusal (a body of 60 000 NULs is one answer, not 10 MB). */
export const MAX_NUL_FIELDS = 20;

/** A field's key, linked to its parent's: the dotted key is only built for a field that is reported. */
interface PathNode {
  parent: PathNode | null;
  key: string;
}

function dotted(node: PathNode | null): string {
  const keys: string[] = [];
  for (let at = node; at; at = at.parent) keys.push(at.key);
  return keys.length > 0 ? keys.reverse().join('.') : '_';
}

/**
 * The field keys of every string (or key) holding a NUL character, in document order, at most
 * `limit` of them. PostgreSQL cannot store one in text, so it must be refused here rather than fail
 * the query. Iterative, and it copies no path on the way down: any depth, and work linear in the
 * size of the value (ADR 0241).
 */
export function findNulFields(value: unknown, limit = MAX_NUL_FIELDS): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: PathNode | null; isKey?: true }[] = [{ value, path: null }];
  while (stack.length > 0 && found.length < limit) {
    const frame = stack.pop() as (typeof stack)[number];
    const item = frame.value;
    if (frame.isKey) {
      found.push(dotted(frame.path));
    } else if (typeof item === 'string') {
      if (item.includes('\u0000')) found.push(dotted(frame.path));
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index--) {
        stack.push({ value: item[index], path: { parent: frame.path, key: String(index) } });
      }
    } else if (typeof item === 'object' && item !== null) {
      const entries = Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index] as [string, unknown];
        stack.push({ value: child, path: { parent: frame.path, key } });
        if (key.includes('\u0000')) {
          stack.push({
            value: null,
            path: { parent: frame.path, key: key.replaceAll('\u0000', '') },
            isKey: true,
          });
        }
      }
    }
  }
  return found;
}

/** A 422 naming each field with a NUL character (the first MAX_NUL_FIELDS), or null when there is none. */
export function nulCharacterError(value: unknown): AppError | null {
  const fields = findNulFields(value);
  if (fields.length === 0) return null;
  return AppError.validation(Object.fromEntries(fields.map((key) => [key, [NUL_MESSAGE]])), NUL_MESSAGE);
}

/** Parsed JSON bodies whose text was already searched for NULs (src/server/http/json-body.ts). */
const nulCheckedBodies = new WeakSet<object>();

/** The JSON parser searched this body's text for NULs: parseInput need not walk it again. */
export function markNulChecked(value: unknown): void {
  if (typeof value === 'object' && value !== null) nulCheckedBodies.add(value);
}

/** Parses untrusted input with a schema; a failure is a 422 validation AppError. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  noteParsedInput(input, schema);
  const checked = typeof input === 'object' && input !== null && nulCheckedBodies.has(input);
  const nul = checked ? null : nulCharacterError(input);
  if (nul) throw nul;
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw AppError.validation(toFieldErrors(result.error));
  return result.data;
}
