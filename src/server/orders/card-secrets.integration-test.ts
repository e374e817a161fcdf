// Card numbers and CVVs must never be stored or logged (PCI DSS 3.2/3.3). A card purchase and a
// declined one run with every log line captured at trace level; then the logs and every row of
// every table are searched for them.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../app.ts';
import { createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { testConfig } from '../testing/test-app.ts';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../testing/test-db.ts';
import { cardBody, participant, postRegistration } from './registration-test-kit.ts';

const CARD = '5555555555554444';
const DECLINED = '4000000000000002';
const CVV = '987';

describe.each(TEST_DRIVERS)('card data is neither stored nor logged (%s)', (driver) => {
  let database: TestDatabase;
  let built: BuiltApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    built = await buildApp(testConfig({ LOG_LEVEL: 'trace' }), {
      dbHandle: database.handle,
      serveWeb: false,
      logStream,
    });
    await built.app.ready();
  });
  afterAll(async () => {
    await built?.app.close();
    await database?.dispose();
  });

  it('keeps only brand and last four digits', async () => {
    const organiser = await createTestOrganiser(built.ctx);
    const {
      event,
      ticketTypes: [ticket],
    } = await createTestEvent(built.ctx, organiser.id);
    const tid = ticket?.id as number;
    const paid = await postRegistration(
      built.app,
      event.id,
      cardBody([participant(tid, 1)], { number: CARD, cvv: CVV }),
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const declined = await postRegistration(
      built.app,
      event.id,
      cardBody([participant(tid, 2)], { number: DECLINED, cvv: CVV }),
    );
    expect(declined.statusCode).toBe(402);

    const logs = logLines.join('');
    expect(logLines.length).toBeGreaterThan(3);
    for (const secret of [CARD, DECLINED, '5555 5555 5555 4444']) expect(logs).not.toContain(secret);
    expect(logs).not.toMatch(new RegExp(`"cvv":"?${CVV}`));

    const { rows: tables } = await database.handle.executeSql(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    expect(tables.length).toBeGreaterThan(10);
    let dump = '';
    const values: unknown[] = [];
    for (const { table_name } of tables) {
      const { rows } = await database.handle.executeSql(`SELECT * FROM "${String(table_name)}"`);
      dump += JSON.stringify(rows);
      for (const row of rows) values.push(...Object.values(row));
    }
    expect(dump).toContain('4444');
    for (const secret of [CARD, DECLINED, CARD.slice(0, 12), 'cvv']) expect(dump).not.toContain(secret);
    expect(values.map(String)).not.toContain(CVV);
  });
});
