import { describe, expect, it } from 'vitest';
import { createTestInstitution } from '../testing/factories.ts';
import { registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

describe.each(TEST_DRIVERS)('GET /api/instituicoes (%s)', (driver) => {
  const env = useTestApp(driver);

  it('suggests up to 10 institutions from 2 characters, with has_members', async () => {
    const { ctx, app } = env();
    for (let i = 1; i <= 12; i++)
      await createTestInstitution(ctx, { name: `Universidade ${String(i).padStart(2, '0')}` });
    await createTestInstitution(ctx, { name: 'Clube 100% Membros', hasMembers: true });
    const agent = await registerOrganiserAgent(app);
    const search = async (q: string, limit?: number) =>
      (
        await agent.inject({
          method: 'GET',
          url: `/api/instituicoes?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`,
        })
      ).json();

    expect((await search('un')).data).toHaveLength(10);
    expect((await search('un', 3)).data).toHaveLength(3);
    expect((await search('u')).data).toEqual([]);
    expect((await search('100%')).data).toEqual([
      { id: expect.any(Number), name: 'Clube 100% Membros', has_members: true },
    ]);
    expect((await search('%%')).data).toEqual([]);
    const tooMany = await agent.inject({ method: 'GET', url: '/api/instituicoes?q=un&limit=500' });
    expect(tooMany.statusCode).toBe(422);
  });

  it('needs a session', async () => {
    const res = await env().app.inject({ method: 'GET', url: '/api/instituicoes?q=un' });
    expect(res.statusCode).toBe(401);
  });
});
