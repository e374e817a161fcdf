// Sign-up never reveals whether an e-mail has an account, and an account exists only once the
// e-mailed link is followed (docs/decisions/0047-sign-up-by-e-mail-link.md).
import { describe, expect, it } from 'vitest';
import { SIGNUP_LINK_INVALID, SIGNUP_REPLY } from '../../domain/contracts/organiser-auth.ts';
import { buildApp } from '../app.ts';
import { signupLinkToken } from '../testing/sign-up.ts';
import { registerOrganiserAgent, testConfig, useTestApp } from '../testing/test-app.ts';
import { openTestDatabase, TEST_DRIVERS } from '../testing/test-db.ts';

const PASSWORD = 'senha-muito-segura';

let counter = 0;
const freshEmail = () => `cadastro${++counter}-${Date.now()}@teste.com.br`;

describe.each(TEST_DRIVERS)('sign-up by e-mail link (%s)', (driver) => {
  const env = useTestApp(driver, {
    config: {
      LOGIN_MAX_PER_IP_PER_MINUTE: '500',
      SIGNUP_MAX_PER_EMAIL: '3',
      PUBLIC_URL: 'https://ingressos.exemplo.com.br',
    },
  });
  const signUp = (email: string, password = PASSWORD, name = 'Nova Pessoa') =>
    env().app.inject({ method: 'POST', url: '/api/auth/register', payload: { name, email, password } });
  const confirm = (token: string) =>
    env().app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } });
  const login = (email: string, password = PASSWORD) =>
    env().app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const mailsTo = async (email: string) =>
    (
      await env().ctx.dbHandle.executeSql(
        'select kind, subject, text from email_outbox where to_address = $1 order by id',
        [email],
      )
    ).rows as { kind: string; subject: string; text: string }[];

  it('answers a new e-mail and one with an account alike, with no session', async () => {
    const existing = await registerOrganiserAgent(env().app, 'Conta Antiga');
    const fresh = await signUp(freshEmail());
    const taken = await signUp(existing.email.toUpperCase(), 'outra-senha-forte-9');
    for (const res of [fresh, taken]) {
      expect(res.statusCode).toBe(202);
      expect(res.cookies.find((c) => c.name === 'catraca_session')).toBeUndefined();
    }
    expect(taken.json()).toEqual(fresh.json());
    expect(fresh.json()).toEqual({ success: true, message: SIGNUP_REPLY, data: null });
  });

  it('creates the account only when the e-mailed link is followed, once', async () => {
    const email = freshEmail();
    expect((await signUp(email, PASSWORD, 'Lia Campos')).statusCode).toBe(202);
    expect((await login(email)).statusCode).toBe(401);

    const token = await signupLinkToken(env().app, email);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Confirme o seu cadastro na Catraca');
    expect(mail?.text).toContain('Olá, Lia Campos!');
    expect(mail?.text).toContain(`https://ingressos.exemplo.com.br/admin/confirmar-cadastro#token=${token}`);
    expect(mail?.text).toContain('O link vale por 24 horas e só pode ser usado uma vez.');

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.user).toMatchObject({ email, name: 'Lia Campos' });
    const cookie = confirmed.cookies.find((c) => c.name === 'catraca_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const session = await env().app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: `catraca_session=${cookie?.value}` },
    });
    expect(session.json().data.user.email).toBe(email);
    expect((await login(email)).statusCode).toBe(200);

    const again = await confirm(token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      error_type: 'validation',
      error: SIGNUP_LINK_INVALID,
      validation_errors: { token: [SIGNUP_LINK_INVALID] },
    });
  });

  it('mails an existing account a way to log in or reset, and changes nothing in it', async () => {
    const existing = await registerOrganiserAgent(env().app, 'Conta Antiga');
    expect((await signUp(existing.email, 'senha-do-intruso-7', 'Intruso')).statusCode).toBe(202);
    let mails = await mailsTo(existing.email);
    for (let i = 0; i < 100 && !mails.some((m) => m.kind === 'signup_existing_account'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      mails = await mailsTo(existing.email);
    }
    const notice = mails.find((m) => m.kind === 'signup_existing_account');
    expect(notice?.subject).toBe('Você já tem uma conta na Catraca');
    expect(notice?.text).toContain('https://ingressos.exemplo.com.br/admin/login');
    expect(notice?.text).toContain('https://ingressos.exemplo.com.br/admin/esqueci-senha');
    expect(notice?.text).not.toContain('#token=');
    expect(mails.filter((m) => m.kind === 'signup_confirmation')).toHaveLength(1);

    expect((await login(existing.email, 'senha-do-intruso-7')).statusCode).toBe(401);
    const owner = await login(existing.email);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.user.name).toBe('Conta Antiga');
  });

  it('refuses an expired link, and spends the other pending links of the e-mail', async () => {
    const { ctx } = env();
    const email = freshEmail();
    await signUp(email);
    const expired = await signupLinkToken(env().app, email);
    await ctx.dbHandle.executeSql(
      "update signup_requests set expires_at = now() - interval '1 minute' where email = $1",
      [email],
    );
    expect((await confirm(expired)).json().error).toBe(SIGNUP_LINK_INVALID);
    expect((await login(email)).statusCode).toBe(401);

    await signUp(email, PASSWORD, 'Primeira');
    const first = await signupLinkToken(env().app, email, 2);
    await signUp(email, PASSWORD, 'Segunda');
    const second = await signupLinkToken(env().app, email, 3);
    expect(second).not.toBe(first);
    expect((await confirm(second)).json().data.user.name).toBe('Segunda');
    expect((await confirm(first)).statusCode).toBe(422);
  });

  it('limits sign-ups per e-mail alike for new and existing accounts', async () => {
    const existing = await registerOrganiserAgent(env().app);
    const email = freshEmail();
    // The helper's own sign-up counts once for the existing e-mail.
    const forExisting = [];
    for (let i = 0; i < 3; i++) forExisting.push((await signUp(existing.email)).statusCode);
    const forNew = [];
    for (let i = 0; i < 4; i++) forNew.push((await signUp(email)).statusCode);
    expect(forExisting).toEqual([202, 202, 429]);
    expect(forNew).toEqual([202, 202, 202, 429]);
    const limited = await signUp(email);
    expect(limited.json()).toMatchObject({ error_type: 'too_many_requests', error_code: 429 });
  });

  it('refuses a weak password and a bad e-mail by field, before anything is sent', async () => {
    const email = freshEmail();
    const weak = await signUp(email, '123');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().validation_errors.password).toEqual([expect.any(String)]);
    const bad = await signUp('nao-e-email');
    expect(bad.json().validation_errors.email).toEqual(['Email inválido']);
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('sign-up rate limit per address', () => {
  const env = useTestApp('pglite', { config: { LOGIN_MAX_PER_IP_PER_MINUTE: '3' } });

  it('answers 429 past the limit, whatever e-mails are used', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await env().app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Pessoa', email: freshEmail(), password: PASSWORD },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});

describe('an app closed right after a sign-up reply (pglite)', () => {
  it('waits for the e-mail queued after the reply before it finishes closing', async () => {
    const database = await openTestDatabase('pglite');
    try {
      const { app } = await buildApp(testConfig(), { dbHandle: database.handle, serveWeb: false });
      const email = freshEmail();
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Nova Pessoa', email, password: PASSWORD },
      });
      expect(res.statusCode).toBe(202);
      // In the same turn as the reply, before the delivery has started.
      await app.close();
      const { rows } = await database.handle.executeSql(
        'select kind from email_outbox where to_address = $1',
        [email],
      );
      expect(rows).toEqual([{ kind: 'signup_confirmation' }]);
    } finally {
      await database.dispose();
    }
  });
});
