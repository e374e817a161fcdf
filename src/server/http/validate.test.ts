import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { findNulFields, MAX_NUL_FIELDS, NUL_MESSAGE, parseInput } from './validate.ts';
import { installPortugueseZodMessages } from './zod-pt-br.ts';

beforeAll(() => installPortugueseZodMessages());

const fieldsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.fieldErrors;
    throw error;
  }
  return null;
};

describe('findNulFields', () => {
  it('names every string and key holding a NUL, by its API key', () => {
    expect(
      findNulFields({
        nome: 'a\u0000',
        ok: 'fine',
        participantes: [{ email: 'x' }, { email: '\u0000' }],
        'ch\u0000ave': 1,
      }),
    ).toEqual(['nome', 'participantes.1.email', 'chave']);
    expect(findNulFields('\u0000')).toEqual(['_']);
    expect(findNulFields({ text: 'a\\u0000 is just text' })).toEqual([]);
  });

  it('walks any depth without recursion, naming the deep field', () => {
    let deep: unknown = 'fim\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNulFields({ a: deep })).toEqual([['a', ...Array(100_000).fill('0')].join('.')]);
  });

  it('walks many deep chains in linear time (no path copied per level)', () => {
    const chain = (n: number) => {
      let value: unknown = 'x';
      for (let i = 0; i < 1000; i++) value = { a: value };
      return { n, value };
    };
    const body = Array.from({ length: 400 }, (_, n) => chain(n));
    const started = performance.now();
    expect(findNulFields(body)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('names at most MAX_NUL_FIELDS fields, in document order', () => {
    const fields = findNulFields(Array.from({ length: 60_000 }, () => '\u0000'));
    expect(fields).toHaveLength(MAX_NUL_FIELDS);
    expect(fields.slice(0, 3)).toEqual(['0', '1', '2']);
  });
});

describe('parseInput', () => {
  const schema = z.object({ nome: z.string().max(5), quantidade: z.number().int().max(10) });

  it('refuses a NUL before the schema runs, keyed by the field', () => {
    expect(fieldsOf(() => parseInput(schema, { nome: 'a\u0000b', quantidade: 1 }))).toEqual({
      nome: [NUL_MESSAGE],
    });
  });

  it('words zod’s own refusals in pt-BR, with counts written the Brazilian way', () => {
    expect(fieldsOf(() => parseInput(schema, { nome: 'abcdef', quantidade: 1.5 }))).toEqual({
      nome: ['Deve ter no máximo 5 caractere(s).'],
      quantidade: ['Deve ser um número inteiro.'],
    });
    const big = z.object({ n: z.number().max(2_147_483_647), lista: z.array(z.number()).max(2) });
    expect(fieldsOf(() => parseInput(big, { n: 2 ** 31, lista: [1, 2, 3] }))).toEqual({
      n: ['Deve ser no máximo 2.147.483.647.'],
      lista: ['Deve ter no máximo 2 item(ns).'],
    });
  });
});
