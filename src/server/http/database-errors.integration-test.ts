// Real failing statements on each driver, through a real route and the one error handler: what the
// client reads when only the database caught a mistake (database-errors.ts).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { AppContext } from '../context.ts';
import { findDatabaseError } from '../db/database-error.ts';
import { events, organisers, sessions, uploads } from '../db/schema.ts';
import { ERROR_BODY_KEYS } from '../testing/contract-kit.ts';
import { createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { testConfig } from '../testing/test-app.ts';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../testing/test-db.ts';
import { fromDatabaseError } from './database-errors.ts';

/** A statement that fails with `code` as the server raises it (no constraint attached). */
const raise = (code: string) =>
  sql.raw(`DO $$ BEGIN RAISE EXCEPTION 'simulado' USING ERRCODE = '${code}'; END $$`);

type Case = (ctx: AppContext) => Promise<unknown>;

const CASES: Record<string, Case> = {
  'out-of-range': (ctx) => ctx.db.execute(sql`select ${3_000_000_000}::int4`),
  'invalid-text': (ctx) => ctx.db.execute(sql`select ${'abc'}::int`),
  // Raw SQL (pg-boss, prepared statements) throws the driver's error without Drizzle's wrapper.
  'nul-raw': (ctx) => ctx.dbHandle.executeSql('select $1::text', ['a\u0000b']),
  'index-row-too-big': async (ctx) => {
    const email = `${randomBytes(6000).toString('hex')}@teste.com.br`;
    await ctx.db.insert(organisers).values({ email, name: 'Longo', passwordHash: 'x' });
  },
  'unique-email': async (ctx) => {
    const organiser = await createTestOrganiser(ctx);
    await ctx.db.insert(organisers).values({ email: organiser.email, name: 'Outra', passwordHash: 'x' });
  },
  'unique-generic': async (ctx) => {
    const row = {
      kind: 'banner' as const,
      storageKey: `chave-${Date.now()}`,
      mimeType: 'image/png',
      sizeBytes: 1,
    };
    await ctx.db.insert(uploads).values(row);
    await ctx.db.insert(uploads).values(row);
  },
  'missing-parent': (ctx) =>
    ctx.db.insert(sessions).values({
      idHash: randomBytes(8).toString('hex'),
      organiserId: 2_000_000_000,
      csrfToken: 'x',
      expiresAt: new Date(),
    }),
  'still-referenced': async (ctx) => {
    const organiser = await createTestOrganiser(ctx);
    await createTestEvent(ctx, organiser.id);
    await ctx.db.delete(organisers).where(eq(organisers.id, organiser.id));
  },
  'counter-check': async (ctx) => {
    const organiser = await createTestOrganiser(ctx);
    const { event } = await createTestEvent(ctx, organiser.id, { capacity: 2 });
    await ctx.db
      .update(events)
      .set({ placesTaken: sql`${events.capacity} + 1` })
      .where(eq(events.id, event.id));
  },
  'check-generic': (ctx) => ctx.db.execute(raise('23514')),
  'not-null': (ctx) =>
    ctx.db.insert(organisers).values({ email: 'sem-nome@teste.com.br', name: sql`null`, passwordHash: 'x' }),
  serialization: (ctx) => ctx.db.execute(raise('40001')),
  deadlock: (ctx) => ctx.db.transaction((tx) => tx.execute(raise('40P01'))),
  'syntax-error': (ctx) => ctx.db.execute(sql.raw('select from where')),
  'plain-error': async () => {
    throw new Error('a bug, not a database error');
  },
};

interface Expected {
  status: number;
  type: string;
  error: string | RegExp;
  fields?: Record<string, string[]> | null;
}

const EXPECTED: Record<keyof typeof CASES, Expected> = {
  'out-of-range': {
    status: 422,
    type: 'validation',
    error: 'Um valor numérico está fora do intervalo permitido.',
    fields: { _: ['Um valor numérico está fora do intervalo permitido.'] },
  },
  'invalid-text': { status: 422, type: 'validation', error: 'Um dos valores enviados tem formato inválido.' },
  'nul-raw': { status: 422, type: 'validation', error: 'O texto contém caracteres inválidos.' },
  'index-row-too-big': { status: 422, type: 'validation', error: 'Um dos textos enviados é longo demais.' },
  'unique-email': {
    status: 409,
    type: 'conflict',
    error: 'Este e-mail já está cadastrado.',
    fields: { email: ['Este e-mail já está cadastrado.'] },
  },
  'unique-generic': { status: 409, type: 'conflict', error: 'Este registro já existe.', fields: null },
  'missing-parent': {
    status: 404,
    type: 'not_found',
    error: 'Um dos registros informados não foi encontrado.',
  },
  'still-referenced': {
    status: 409,
    type: 'conflict',
    error: 'Este registro está em uso e não pode ser removido.',
  },
  'counter-check': {
    status: 409,
    type: 'conflict',
    error: /^O número de vagas do evento não comporta/,
  },
  'check-generic': { status: 409, type: 'conflict', error: /os dados mudaram/ },
  'not-null': { status: 422, type: 'validation', error: 'Um campo obrigatório não foi informado.' },
  serialization: { status: 503, type: 'internal_error', error: /Tente novamente em instantes/ },
  deadlock: { status: 503, type: 'internal_error', error: /Tente novamente em instantes/ },
  'syntax-error': { status: 500, type: 'internal_error', error: /Erro interno/ },
  'plain-error': { status: 500, type: 'internal_error', error: /Erro interno/ },
};

describe.each(TEST_DRIVERS)('database errors as the client reads them (%s)', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let ctx: AppContext;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    ({ app, ctx } = await buildApp(testConfig(), { dbHandle: database.handle, serveWeb: false }));
    app.post('/teste/falha/:caso', async (request) => {
      const run = CASES[(request.params as { caso: string }).caso];
      await run?.(ctx);
      return { success: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it.each(Object.keys(CASES))('%s', async (name) => {
    const expected = EXPECTED[name] as Expected;
    const res = await app.inject({ method: 'POST', url: `/teste/falha/${name}` });
    const body = res.json();
    expect(res.statusCode, res.body).toBe(expected.status);
    expect(Object.keys(body).sort()).toEqual(ERROR_BODY_KEYS);
    expect(body.error_type).toBe(expected.type);
    expect(body.error_code).toBe(expected.status);
    if (typeof expected.error === 'string') expect(body.error).toBe(expected.error);
    else expect(body.error).toMatch(expected.error);
    if (expected.fields !== undefined) expect(body.validation_errors).toEqual(expected.fields);
    else if (expected.type === 'validation') expect(Object.keys(body.validation_errors)).toEqual(['_']);
  });

  it('finds the SQLSTATE inside Drizzle’s wrapper and on a raw driver error alike', async () => {
    const wrapped = await ctx.db.execute(sql`select ${'abc'}::int`).catch((e: unknown) => e);
    const raw = await ctx.dbHandle.executeSql('select $1::int', ['abc']).catch((e: unknown) => e);
    expect((wrapped as Error).constructor.name).toBe('DrizzleQueryError');
    expect(findDatabaseError(wrapped)?.code).toBe('22P02');
    expect(findDatabaseError(raw)?.code).toBe('22P02');
    expect(fromDatabaseError(raw)?.status).toBe(422);
    // Node's own errors carry five capitals too; they are not the database's.
    expect(findDatabaseError(Object.assign(new Error('pipe'), { code: 'EPIPE' }))).toBeNull();
  });
});
