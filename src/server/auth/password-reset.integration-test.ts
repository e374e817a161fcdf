import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_REPLY, RESET_LINK_INVALID } from '../../domain/contracts/organiser-account.ts';
import { PASSWORD_MESSAGES } from '../../domain/password-rules.ts';
import type { AppContext } from '../context.ts';
import { createTestOrganiser } from '../testing/factories.ts';
import { registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

const NEW_PASSWORD = 'nova-senha-forte-42';

/** The reset e-mail queued for an address (delivery runs just after the reply), polled briefly. */
async function waitForResetEmail(ctx: AppContext, email: string, already = 0) {
  for (let i = 0; i < 250; i++) {
    const { rows } = await ctx.dbHandle.executeSql(
      `select text, html, subject from email_outbox where kind = 'password_reset' and to_address = $1 order by id`,
      [email],
    );
    if (rows.length > already) {
      const row = rows[rows.length - 1] as { text: string; html: string; subject: string };
      const token = /#token=([A-Za-z0-9_-]+)/.exec(row.text)?.[1];
      if (!token) throw new Error(`no token in ${row.text}`);
      return { ...row, token };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no reset e-mail for ${email}`);
}

describe.each(TEST_DRIVERS)('password reset (%s)', (driver) => {
  const env = useTestApp(driver, {
    config: {
      LOGIN_MAX_PER_IP_PER_MINUTE: '500',
      PASSWORD_RESET_MAX_PER_EMAIL: '2',
      PUBLIC_URL: 'https://ingressos.exemplo.com.br',
    },
  });
  const forgot = (email: string) =>
    env().app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (token: string, password = NEW_PASSWORD) =>
    env().app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const login = (email: string, password: string) =>
    env().app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('answers an unknown e-mail exactly like a known one, and mails only the known one', async () => {
    const { app, ctx } = env();
    const agent = await registerOrganiserAgent(app, 'Rita Lima');
    const unknown = await forgot('ninguem-aqui@teste.com.br');
    const known = await forgot(agent.email.toUpperCase());
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ success: true, message: FORGOT_PASSWORD_REPLY, data: null });

    const mail = await waitForResetEmail(ctx, agent.email);
    expect(mail.subject).toBe('Redefinição de senha da sua conta Catraca');
    expect(mail.text).toContain('Olá, Rita Lima!');
    expect(mail.text).toContain(`https://ingressos.exemplo.com.br/admin/redefinir-senha#token=${mail.token}`);
    expect(mail.text).toContain('O link vale por 1 hora e só pode ser usado uma vez.');
    const { rows: mails } = await ctx.dbHandle.executeSql(
      `select to_address from email_outbox where kind = 'password_reset' and to_address like 'ninguem-aqui%'`,
    );
    expect(mails).toEqual([]);

    // Only the token's hash is stored.
    const { rows: tokens } = await ctx.dbHandle.executeSql(
      'select token_hash from password_reset_tokens where organiser_id = $1',
      [agent.id],
    );
    expect(tokens).toEqual([{ token_hash: createHash('sha256').update(mail.token).digest('hex') }]);
  });

  it('resets once: new password in, old one out, every session ended, the link spent', async () => {
    const { app, ctx } = env();
    const agent = await registerOrganiserAgent(app);
    const secondBrowser = await login(agent.email, 'senha-muito-segura');
    expect(secondBrowser.statusCode).toBe(200);

    await forgot(agent.email);
    const first = await waitForResetEmail(ctx, agent.email);
    await forgot(agent.email);
    const second = await waitForResetEmail(ctx, agent.email, 1);

    const check = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/check',
      payload: { token: first.token },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toEqual({ valid: true, email: agent.email });

    const done = await reset(first.token);
    expect(done.statusCode).toBe(200);
    expect((await agent.inject({ method: 'GET', url: '/api/auth/session' })).statusCode).toBe(401);
    const secondCookie = secondBrowser.cookies.find((c) => c.name === 'catraca_session')?.value;
    const secondSession = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: `catraca_session=${secondCookie}` },
    });
    expect(secondSession.statusCode).toBe(401);

    expect((await login(agent.email, 'senha-muito-segura')).statusCode).toBe(401);
    expect((await login(agent.email, NEW_PASSWORD)).statusCode).toBe(200);

    // Neither this link nor the other one sent before the reset works any more.
    for (const token of [first.token, second.token]) {
      const again = await reset(token, 'outra-senha-forte-7');
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({
        error_type: 'validation',
        error: RESET_LINK_INVALID,
        validation_errors: { token: [RESET_LINK_INVALID] },
      });
    }
    expect((await login(agent.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous submissions of the same link through', async () => {
    const { app, ctx } = env();
    const agent = await registerOrganiserAgent(app);
    await forgot(agent.email);
    const mail = await waitForResetEmail(ctx, agent.email);
    // Both pass the first read (the scrypt hash takes ~100 ms in between); the guarded UPDATE decides.
    const results = await Promise.all([
      reset(mail.token, 'primeira-senha-1'),
      reset(mail.token, 'segunda-senha-2'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const winner = results[0]?.statusCode === 200 ? 'primeira-senha-1' : 'segunda-senha-2';
    expect((await login(agent.email, winner)).statusCode).toBe(200);
  });

  it('refuses a weak password without spending the link, and an expired link outright', async () => {
    const { app, ctx } = env();
    const agent = await registerOrganiserAgent(app);
    await forgot(agent.email);
    const mail = await waitForResetEmail(ctx, agent.email);

    const weak = await reset(mail.token, '12345678');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().validation_errors.password).toEqual([PASSWORD_MESSAGES.letter]);
    const carriesEmail = await reset(mail.token, `${agent.email.split('@')[0]}!`);
    expect(carriesEmail.json().validation_errors.password).toEqual([PASSWORD_MESSAGES.notGuessable]);
    // Still unspent after both refusals: the same link sets a good password.
    expect((await login(agent.email, 'senha-muito-segura')).statusCode).toBe(200);
    expect((await reset(mail.token)).statusCode).toBe(200);
    expect((await login(agent.email, NEW_PASSWORD)).statusCode).toBe(200);

    await forgot(agent.email);
    const late = await waitForResetEmail(ctx, agent.email, 1);
    await ctx.dbHandle.executeSql(
      `update password_reset_tokens set expires_at = now() - interval '1 second' where organiser_id = $1`,
      [agent.id],
    );
    const check = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/check',
      payload: { token: late.token },
    });
    expect(check.statusCode).toBe(422);
    expect((await reset(late.token, 'outra-senha-forte-7')).json().error).toBe(RESET_LINK_INVALID);
    expect((await login(agent.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('limits requests per e-mail alike for known and unknown e-mails', async () => {
    const { app } = env();
    const agent = await registerOrganiserAgent(app);
    for (const email of [agent.email, 'fantasma@teste.com.br']) {
      expect((await forgot(email)).statusCode).toBe(200);
      expect((await forgot(email)).statusCode).toBe(200);
      const third = await forgot(email);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ error_type: 'too_many_requests', error_code: 429 });
    }
  });

  it('answers junk tokens and bodies with the error shape', async () => {
    const { app } = env();
    for (const payload of [{}, { token: 'curto', password: NEW_PASSWORD }, { token: 'x'.repeat(500) }]) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });
      expect(res.statusCode).toBe(422);
      expect(res.json().error_type).toBe('validation');
    }
    const unknown = await reset('A'.repeat(43));
    expect(unknown.json().error).toBe(RESET_LINK_INVALID);
    const badEmail = await forgot('não é e-mail');
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().validation_errors.email).toEqual(['Email inválido']);
  });
});

describe('password reset rate limit per IP', () => {
  const env = useTestApp('pglite', { config: { LOGIN_MAX_PER_IP_PER_MINUTE: '2' } });

  it('answers 429 past the limit, whatever the e-mails', async () => {
    const { app } = env();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: `pessoa${i}@teste.com.br` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('password reset and sign-up links in production', () => {
  const env = useTestApp('pglite', {
    config: {
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
      PAYMENT_SECRETS_KEY: 'ab'.repeat(32),
      PUBLIC_URL: 'https://ingressos.exemplo.com.br/',
    },
  });

  it('builds the link from PUBLIC_URL, never from the Host header', async () => {
    const { app, ctx } = env();
    // No dev outbox in production to follow a sign-up link: the account is made directly.
    const agent = await createTestOrganiser(ctx);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: 'atacante.example' },
      payload: { email: agent.email },
    });
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { rows } = await ctx.dbHandle.executeSql(
      `select text from email_outbox where kind = 'password_reset'`,
    );
    expect(rows).toHaveLength(1);
    const text = String((rows[0] as { text: string }).text);
    expect(text).toContain('https://ingressos.exemplo.com.br/admin/redefinir-senha#token=');
    expect(text).not.toContain('atacante.example');

    const email = 'novo-cadastro@teste.com.br';
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { host: 'atacante.example' },
      payload: { name: 'Nova Pessoa', email, password: 'senha-muito-segura' },
    });
    expect(signup.statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { rows: signupMails } = await ctx.dbHandle.executeSql(
      'select text from email_outbox where to_address = $1',
      [email],
    );
    const signupText = String((signupMails[0] as { text: string } | undefined)?.text);
    expect(signupText).toContain('https://ingressos.exemplo.com.br/admin/confirmar-cadastro#token=');
    expect(signupText).not.toContain('atacante.example');
  });
});
