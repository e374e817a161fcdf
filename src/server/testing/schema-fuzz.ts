// Hostile inputs derived from a route's own zod schema: a plausible body, then one mutation per
// field and kind of abuse (numbers out of range, huge strings, NUL characters, arrays where
// objects go and the reverse, nulls). The contract sweep fires them at every route, so a route
// added later is fuzzed field by field without a hand-written case (docs/decisions/0052).
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';

export type Path = (string | number)[];
type Kind = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object' | 'enum' | 'unknown';

/** One field of a schema: where it is, what it accepts and (for objects/arrays) its children. */
export interface FieldNode {
  path: Path;
  accepts: Set<Kind>;
  schema: z.ZodType;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  format?: string;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The schema a client's value meets first, through wrappers and preprocessing. */
function unwrap(schema: z.ZodType, accepts: Set<Kind> = new Set()): { core: z.ZodType; accepts: Set<Kind> } {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    if (def.type === 'nullable') accepts.add('null');
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out)
      current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else break;
  }
  return { core: current, accepts };
}

function kindsOf(schema: z.ZodType): Set<Kind> {
  const { core, accepts } = unwrap(schema);
  const def = defOf(core);
  switch (def.type) {
    case 'union':
      for (const option of def.options ?? []) for (const kind of kindsOf(option)) accepts.add(kind);
      break;
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
    case 'array':
    case 'object':
      accepts.add(def.type);
      break;
    case 'enum':
    case 'literal':
      accepts.add('enum');
      break;
    default:
      accepts.add('unknown');
  }
  return accepts;
}

/** Every field of the schema, parents before children; arrays are entered through element 0. */
export function fieldsOf(schema: z.ZodType, path: Path = []): FieldNode[] {
  const nodes: FieldNode[] = [{ path, accepts: kindsOf(schema), schema }];
  const def = defOf(unwrap(schema).core);
  if (def.type === 'object' && def.shape) {
    for (const [key, child] of Object.entries(def.shape)) nodes.push(...fieldsOf(child, [...path, key]));
  } else if (def.type === 'array' && def.element) {
    nodes.push(...fieldsOf(def.element, [...path, 0]));
  }
  return nodes;
}

interface Bounds {
  minValue?: number | null;
  maxValue?: number | null;
  minLength?: number | null;
  maxLength?: number | null;
  format?: string | null;
}

function sampleString(schema: z.ZodType): string {
  const { minLength, maxLength, format } = schema as unknown as Bounds;
  if (format === 'email') return `fuzz-${randomUUID().slice(0, 8)}@teste.com.br`;
  if (format === 'uuid' || format === 'guid') return randomUUID();
  if (format === 'datetime') return new Date().toISOString();
  if (format === 'url') return 'https://example.com';
  const text = 'Texto de teste'.padEnd(minLength ?? 0, 'x');
  return maxLength ? text.slice(0, maxLength) : text;
}

function sampleNumber(schema: z.ZodType): number {
  const { minValue, maxValue } = schema as unknown as Bounds;
  const low = Math.max(1, Math.ceil(minValue ?? 1));
  return maxValue !== null && maxValue !== undefined && low > maxValue ? Math.floor(maxValue) : low;
}

/** A plausible value for the schema: every field present, arrays with one element. */
export function sampleOf(schema: z.ZodType): unknown {
  const outer = defOf(schema);
  if (WRAPPERS.has(outer.type) && outer.innerType) return sampleOf(outer.innerType);
  if (outer.type === 'pipe' && outer.in && outer.out) {
    // A preprocess takes what its output takes; a refining pipe (string → email) wants the
    // output's kind of value if its input accepts it.
    if (defOf(outer.in).type === 'transform') return sampleOf(outer.out);
    const refined = sampleOf(outer.out);
    return outer.in.safeParse(refined).success ? refined : sampleOf(outer.in);
  }
  const { core } = unwrap(schema);
  const def = defOf(core);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, child]) => [key, sampleOf(child)]),
      );
    case 'array': {
      const { minLength } = core as unknown as Bounds;
      return Array.from({ length: Math.max(1, minLength ?? 1) }, () => sampleOf(def.element as z.ZodType));
    }
    case 'union':
      return sampleOf((def.options ?? [])[0] as z.ZodType);
    case 'string':
      return sampleString(core);
    case 'number':
      return sampleNumber(core);
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    default:
      return null;
  }
}

export interface Mutation {
  /** "participantes.0.nome ← 2^31" */
  name: string;
  path: Path;
  value: unknown;
  /** The value is out of every sane bound: the route must refuse it with a 4xx. */
  mustRefuse: boolean;
  /** The value holds a NUL character: a 422 naming this field. */
  isNul?: boolean;
}

export const HUGE_STRING = 'x'.repeat(100 * 1024);
const OVERSIZED_ARRAY = 1001;

function mutationsOfField(node: FieldNode): Omit<Mutation, 'name' | 'path'>[] {
  const { accepts } = node;
  const out: Omit<Mutation, 'name' | 'path'>[] = [];
  const add = (value: unknown, mustRefuse = false, extra: Partial<Mutation> = {}) =>
    out.push({ value, mustRefuse, ...extra });
  if (node.path.length > 0) add(null);
  if (accepts.has('number')) {
    // One value past int4 per field: any bound that refuses 2^31 refuses every larger number (1e20
    // proved nothing more), and a schema that lets it through fails here already.
    add(2 ** 31, true);
    for (const value of [-1, 0, 1.5]) add(value);
    // A numeric-looking string only where the field takes strings too; elsewhere "texto" below is
    // the same wrong kind.
    if (accepts.has('string')) add('NaN');
  }
  if (accepts.has('string') || accepts.has('enum')) add(HUGE_STRING, true);
  else if (accepts.has('unknown')) add(HUGE_STRING);
  if (accepts.has('string') || accepts.has('enum') || accepts.has('unknown')) {
    add('a\u0000b', true, { isNul: true });
  }
  if (!accepts.has('number')) add(2 ** 31);
  if (!accepts.has('string')) add('texto');
  if (accepts.has('array')) {
    const { core } = unwrap(node.schema);
    const element = defOf(core).element;
    // One past the schema's own ceiling (candidato_ids allows 5 000), or 1001 where it sets none.
    const checks = (defOf(core) as { checks?: { _zod: { def: { check?: string; maximum?: number } } }[] })
      .checks;
    const max = checks?.map((c) => c._zod.def).find((def) => def.check === 'max_length')?.maximum;
    const length = max === undefined ? OVERSIZED_ARRAY : max + 1;
    if (element)
      add(
        Array.from({ length }, () => sampleOf(element)),
        true,
      );
  } else {
    add([]);
  }
  if (!accepts.has('object')) add({});
  return out;
}

function describe(value: unknown): string {
  if (typeof value === 'string') {
    if (value.length > 64) return `"${value.slice(0, 8)}…" (${value.length} chars)`;
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return value.length > 3 ? `[${value.length} items]` : JSON.stringify(value);
  if (value === 2 ** 31) return '2^31';
  if (value === 1e20) return '1e20';
  return JSON.stringify(value);
}

/** Every mutation of every field of the schema (the whole body included). */
export function mutationsOf(schema: z.ZodType): Mutation[] {
  return fieldsOf(schema).flatMap((node) =>
    mutationsOfField(node).map((m) => ({
      ...m,
      path: node.path,
      name: `${node.path.join('.') || '(body)'} ← ${describe(m.value)}`,
    })),
  );
}

/**
 * `base` with `value` at `path`. Parents missing from `base` are taken from `sample` first, so a
 * deep field is mutated inside an otherwise plausible body.
 */
export function withValueAt(base: unknown, sample: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  const container = (base ?? sample) as Record<string | number, unknown>;
  const copy = (Array.isArray(container) ? [...container] : { ...container }) as Record<
    string | number,
    unknown
  >;
  const sampleChild = (sample as Record<string | number, unknown> | null | undefined)?.[head];
  const baseChild = copy[head] === undefined ? sampleChild : copy[head];
  copy[head] = withValueAt(baseChild, sampleChild, rest, value);
  return copy;
}
