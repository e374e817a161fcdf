import { describe, expect, it } from 'vitest';
import { registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

describe.each(TEST_DRIVERS)('organiser accounts (%s)', (driver) => {
  const env = useTestApp(driver, {
    config: { LOGIN_MAX_FAILURES_PER_EMAIL: '3', LOGIN_MAX_PER_IP_PER_MINUTE: '50' },
  });

  it('registers, reads the session, logs out and logs back in', async () => {
    const { app } = env();
    const agent = await registerOrganiserAgent(app, 'Ana Souza');

    const session = await agent.inject({ method: 'GET', url: '/api/auth/session' });
    expect(session.statusCode).toBe(200);
    expect(session.json().data.user).toMatchObject({ email: agent.email, name: 'Ana Souza' });
    expect(session.json().data.csrfToken).toBe(agent.csrfToken);

    const logout = await agent.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(logout.statusCode).toBe(200);
    const after = await agent.inject({ method: 'GET', url: '/api/auth/session' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error_type: 'unauthorized', error_code: 401 });

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: agent.email.toUpperCase(), password: 'senha-muito-segura' },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'catraca_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('stores a memory-hard hash, never the password', async () => {
    const { app, ctx } = env();
    const agent = await registerOrganiserAgent(app);
    const { rows } = await ctx.dbHandle.executeSql('select password_hash from organisers where email = $1', [
      agent.email,
    ]);
    expect(String(rows[0]?.password_hash)).toMatch(/^scrypt\$/);
    expect(String(rows[0]?.password_hash)).not.toContain('senha-muito-segura');
  });

  it('answers a wrong password and an unknown e-mail alike, then locks the e-mail after repeated failures', async () => {
    const { app } = env();
    const agent = await registerOrganiserAgent(app);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ninguem@teste.com.br', password: 'x' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toBe('E-mail ou senha inválidos.');

    for (let i = 0; i < 3; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: agent.email, password: 'errada' },
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: agent.email, password: 'senha-muito-segura' },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error_type).toBe('too_many_requests');
  });

  it('refuses a mutating organiser call without the CSRF header, or with a wrong one', async () => {
    const { app } = env();
    const agent = await registerOrganiserAgent(app);
    const missing = await agent.inject({ method: 'POST', url: '/api/auth/logout', csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ error_type: 'forbidden', error_code: 403 });
    const wrong = await agent.inject({
      method: 'POST',
      url: '/api/auth/logout',
      csrf: false,
      headers: { 'x-csrf-token': 'forjado' },
    });
    expect(wrong.statusCode).toBe(403);
    const stillIn = await agent.inject({ method: 'GET', url: '/api/auth/session' });
    expect(stillIn.statusCode).toBe(200);
  });
});

describe('login rate limit per IP', () => {
  const env = useTestApp('pglite', { config: { LOGIN_MAX_PER_IP_PER_MINUTE: '3' } });

  it('answers 429 in the error shape past the limit', async () => {
    const { app } = env();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `x${i}@teste.com.br`, password: 'x' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error_type).toBe('too_many_requests');
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
