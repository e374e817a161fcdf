import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

describe.each(TEST_DRIVERS)('GET /healthz (%s)', (driver) => {
  const env = useTestApp(driver);

  it('reports the database status', async () => {
    const res = await env().app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', driver });
  });
});
