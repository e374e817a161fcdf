import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventFormInputSchema } from '../../domain/event-form/event-form-contract.ts';
import { fieldsOf, HUGE_STRING, mutationsOf, sampleOf, withValueAt } from './schema-fuzz.ts';

const schema = z.object({
  id: z.number().int().min(1).max(10),
  nome: z.string().trim().min(3).max(20),
  email: z.string().max(254).pipe(z.email()),
  tipo: z.enum(['a', 'b']),
  itens: z.array(z.object({ qtd: z.preprocess((v) => v, z.union([z.number(), z.string()])) })).max(5),
  extra: z.object({ flag: z.boolean() }).nullable().optional(),
});

describe('schema fuzz', () => {
  it('samples a body the schema accepts', () => {
    expect(schema.safeParse(sampleOf(schema)).success).toBe(true);
    expect(eventFormInputSchema.safeParse(sampleOf(eventFormInputSchema)).success).toBe(true);
  });

  it('finds every field, entering arrays through their first element and seeing through preprocess', () => {
    const fields = fieldsOf(schema).map((f) => [f.path.join('.'), [...f.accepts].sort().join('|')]);
    expect(fields).toEqual([
      ['', 'object'],
      ['id', 'number'],
      ['nome', 'string'],
      ['email', 'string'],
      ['tipo', 'enum'],
      ['itens', 'array'],
      ['itens.0', 'object'],
      ['itens.0.qtd', 'number|string'],
      ['extra', 'null|object'],
      ['extra.flag', 'boolean'],
    ]);
  });

  it('marks the values no sane bound admits as values to refuse', () => {
    const refused = mutationsOf(schema)
      .filter((m) => m.mustRefuse)
      .map((m) => m.name);
    expect(refused).toEqual(
      expect.arrayContaining([
        'id ← 2^31',
        `nome ← "xxxxxxxx…" (${HUGE_STRING.length} chars)`,
        'nome ← "a\\u0000b"',
        'itens ← [6 items]', // one past the schema's .max(5)
        'itens.0.qtd ← 2^31',
      ]),
    );
    // An array without a ceiling gets 1001 items, which no route may accept.
    const unbounded = mutationsOf(z.object({ ids: z.array(z.number()) })).find(
      (m) => m.name === 'ids ← [1001 items]',
    );
    expect(unbounded?.mustRefuse).toBe(true);
    // One value of each kind per field: a number-only field gets "texto" as its wrong-kind string,
    // not also "NaN"; a field that takes numbers and strings gets "NaN".
    const names = mutationsOf(schema).map((m) => m.name);
    expect(names.filter((n) => n.startsWith('id ← '))).toEqual([
      'id ← null',
      'id ← 2^31',
      'id ← -1',
      'id ← 0',
      'id ← 1.5',
      'id ← "texto"',
      'id ← []',
      'id ← {}',
    ]);
    expect(names).toContain('itens.0.qtd ← "NaN"');
    // A wrong kind may be accepted by a lenient field: it must only not break the contract.
    expect(mutationsOf(schema).find((m) => m.name === 'nome ← 2^31')?.mustRefuse).toBe(false);
  });

  it('puts a mutation deep inside the base, borrowing missing parents from the sample', () => {
    const sample = sampleOf(schema);
    const base = { id: 7, itens: [] };
    expect(withValueAt(base, sample, ['itens', 0, 'qtd'], -1)).toEqual({ id: 7, itens: [{ qtd: -1 }] });
    expect(base).toEqual({ id: 7, itens: [] });
    expect(withValueAt(base, sample, [], 'x')).toBe('x');
  });
});
