import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../../domain/password-rules.ts';
import { registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

describe.each(TEST_DRIVERS)('organiser profile and password (%s)', (driver) => {
  const env = useTestApp(driver, {
    config: { LOGIN_MAX_PER_IP_PER_MINUTE: '500', LOGIN_MAX_FAILURES_PER_EMAIL: '3' },
  });
  const login = (email: string, password: string) =>
    env().app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('renames the organiser; the session reads the new name', async () => {
    const { app } = env();
    const agent = await registerOrganiserAgent(app, 'Nome Antigo');
    const res = await agent.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { name: '  Júlia Prado ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: agent.id, name: 'Júlia Prado', email: agent.email });
    const session = await agent.inject({ method: 'GET', url: '/api/auth/session' });
    expect(session.json().data.user.name).toBe('Júlia Prado');

    const short = await agent.inject({ method: 'PUT', url: '/api/auth/profile', payload: { name: 'J' } });
    expect(short.statusCode).toBe(422);
    expect(short.json().validation_errors.name).toEqual(['Nome deve ter pelo menos 2 caracteres']);
    const noCsrf = await agent.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      csrf: false,
      payload: { name: 'Forjado' },
    });
    expect(noCsrf.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { name: 'Anônimo' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('changes the password only with the current one, and ends every other session', async () => {
    const { app } = env();
    const agent = await registerOrganiserAgent(app);
    const other = await login(agent.email, 'senha-muito-segura');
    const otherCookie = `catraca_session=${other.cookies.find((c) => c.name === 'catraca_session')?.value}`;
    const change = (current_password: string, new_password: string) =>
      agent.inject({ method: 'PUT', url: '/api/auth/password', payload: { current_password, new_password } });

    const wrong = await change('nao-e-essa-1', 'senha-nova-e-boa-1');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().validation_errors.current_password).toEqual(['A senha atual está incorreta.']);
    const weak = await change('senha-muito-segura', 'curta1');
    expect(weak.json().validation_errors.new_password).toEqual([PASSWORD_MESSAGES.length]);
    const same = await change('senha-muito-segura', 'senha-muito-segura');
    expect(same.json().validation_errors.new_password).toEqual(['A nova senha deve ser diferente da atual.']);

    const ok = await change('senha-muito-segura', 'senha-nova-e-boa-1');
    expect(ok.statusCode).toBe(200);
    expect((await agent.inject({ method: 'GET', url: '/api/auth/session' })).statusCode).toBe(200);
    const ended = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: otherCookie },
    });
    expect(ended.statusCode).toBe(401);
    expect((await login(agent.email, 'senha-muito-segura')).statusCode).toBe(401);
    expect((await login(agent.email, 'senha-nova-e-boa-1')).statusCode).toBe(200);
  });

  it('counts wrong current passwords towards the login lock', async () => {
    const { app } = env();
    const agent = await registerOrganiserAgent(app);
    for (let i = 0; i < 3; i++) {
      const res = await agent.inject({
        method: 'PUT',
        url: '/api/auth/password',
        payload: { current_password: `chute-${i}`, new_password: 'senha-nova-e-boa-1' },
      });
      expect(res.statusCode).toBe(422);
    }
    const locked = await agent.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { current_password: 'senha-muito-segura', new_password: 'senha-nova-e-boa-1' },
    });
    expect(locked.statusCode).toBe(429);
  });

  it('signs up only with a password that meets the rules', async () => {
    const { app } = env();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Pedro Alves', email: 'pedro.alves@teste.com.br', password: 'senha123' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().validation_errors.password).toEqual([PASSWORD_MESSAGES.notGuessable]);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Pedro Alves', email: 'pedro.alves@teste.com.br', password: 'trem-das-onze-11' },
    });
    expect(ok.statusCode).toBe(202);
  });
});
