import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { registerOrganiser } from './fixtures.ts';
import {
  readResetLink,
  readSignupLink,
  sessionCsrfToken,
  shot,
  uniqueOrganiserEmail,
} from './organiser-helpers.ts';
import { XHR } from './wire.ts';

// Issue 12, accounts: sign up, create an event, log out, reset the password by the e-mailed link,
// log in with the new one; profile name and password. The sign-up page's rules are a component test
// (signup-page.component-test.tsx); the event form is event-form.spec.ts's: here the event is made
// through the API, and the second browsers sign in through the API (the login form is proven here and
// in foundation.spec.ts).

async function signUp(page: Page, name: string, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/admin\/cadastro$/);
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  // No account yet: the page says to follow the e-mailed link (the same words for any e-mail).
  await expect(
    page.getByRole('status').filter({ hasText: 'Enviamos um e-mail para confirmar' }),
  ).toBeVisible();
  await page.goto(await readSignupLink(page.request, email));
  await expect(page).toHaveURL(/\/admin\/confirmar-cadastro$/);
  await page.getByRole('button', { name: 'Ativar minha conta' }).click();
  await expect(page).toHaveURL(/\/admin\/eventos$/);
}

/** Signs up through the API and the e-mailed link (the page's cookies): the form is signUp's journey. */
async function signUpByApi(page: Page, name: string, email: string, password: string) {
  const res = await page.request.post('/api/auth/register', {
    headers: XHR,
    data: { name, email, password },
  });
  expect(res.status(), await res.text()).toBe(202);
  const token = new URL(await readSignupLink(page.request, email)).hash.replace(/^#token=/, '');
  const confirmed = await page.request.post('/api/auth/confirm-email', { headers: XHR, data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** An online event with one free ticket, of the page's signed-in organiser, through the API. */
async function createOnlineFreeEvent(page: Page, name: string) {
  // The e-mailed link is on the public address (localhost), where the session cookie now lives:
  // ask the page's own origin, not the suite's base URL (127.0.0.1).
  const origin = new URL(page.url()).origin;
  const csrf = await sessionCsrfToken(page.request, origin);
  const year = new Date().getFullYear() + 1;
  const res = await page.request.post(`${origin}/api/criar-evento`, {
    headers: { ...XHR, 'X-CSRF-Token': csrf },
    data: {
      nome: name,
      descricao: '<p>Um encontro aberto.</p>',
      numero_participantes: 50,
      data_inicio: `10/10/${year}`,
      hora_inicio: '19:00',
      data_fim: `10/10/${year}`,
      tipo_evento: 'online',
      link_evento: 'meet.google.com/abc-defg',
      tipos_ingresso: [{ nome: 'Entrada', is_free: true, quantidade: 50 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Another browser (context) signed in as `email`, through the login API: a session of its own. */
async function otherSession(browser: Browser, email: string, password: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const res = await context.request.post('/api/auth/login', { headers: XHR, data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return context;
}

// Both journeys at 1366 px. Their screens at 390 px (sign-up, forgot, reset and confirm pages,
// the profile, Sair and the phone's menu) are admin-frame.spec.ts's layout checks.
{
  const width = 1366;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a new organiser signs up, creates an event, logs out, resets the password by the e-mailed link and logs in with it', async ({
      page,
      browser,
    }) => {
      const email = uniqueOrganiserEmail('nova');
      const eventName = `Meetup ${Date.now()}`;

      // The password rules ticking as it is typed ("senha123" is common) are a component test
      // (signup-page.component-test.tsx).
      await signUp(page, 'Helena Duarte', email, 'primeira-senha-9');
      await expect(page.getByText('Você ainda não criou nenhum evento')).toBeVisible();
      await expect(page.getByText('Bem-vindo(a), Helena Duarte! Sua conta foi ativada.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Conta de Helena Duarte' })).toBeVisible();

      await createOnlineFreeEvent(page, eventName);
      // A second browser stays signed in: the reset must end that session too.
      const otherContext = await otherSession(browser, email, 'primeira-senha-9');
      const other = await otherContext.newPage();

      await page.getByRole('button', { name: 'Sair' }).click();
      await expect(page).toHaveURL(/\/admin\/login/);

      // Esqueci minha senha: the same answer for an unknown e-mail and for this one.
      await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
      // The login page's own E-mail field is there until the next page has loaded: wait for it.
      await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
      await page.getByLabel('E-mail').fill(uniqueOrganiserEmail('ninguem'));
      await page.getByRole('button', { name: 'Enviar link' }).click();
      const reply = page.getByRole('status').filter({ hasText: 'Se houver uma conta com este e-mail' });
      await expect(reply).toBeVisible();
      const unknownReply = await reply.innerText();
      await page.goto('/admin/esqueci-senha');
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Enviar link' }).click();
      await expect(reply).toBeVisible();
      expect(await reply.innerText()).toBe(unknownReply);
      await shot(page, 'forgot-password-sent');

      const link = await readResetLink(page.request, email);
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
      // The token leaves the address bar once read.
      await expect(page).toHaveURL(/\/admin\/redefinir-senha$/);
      await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('segunda-senha-7');
      await page.getByLabel('Confirme a nova senha').fill('outra-coisa-7');
      await page.getByRole('button', { name: 'Redefinir senha' }).click();
      await expect(page.getByText('As senhas não coincidem.')).toBeVisible();
      await page.getByLabel('Confirme a nova senha').fill('segunda-senha-7');
      await shot(page, 'reset-password');
      await page.getByRole('button', { name: 'Redefinir senha' }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByText('Senha redefinida.')).toBeVisible();

      // The link is spent; the old password is gone; the new one works and the event is there.
      await page.goto(link);
      await expect(page.getByRole('alert').filter({ hasText: 'já foi usado ou expirou' })).toBeVisible();
      await page.getByRole('link', { name: 'Voltar para o login' }).click();
      await logIn(page, email, 'primeira-senha-9');
      await expect(page.getByText('E-mail ou senha inválidos.').first()).toBeVisible();
      await logIn(page, email, 'segunda-senha-7');
      await expect(page).toHaveURL(/\/admin\/eventos$/);
      await expect(page.getByRole('link', { name: eventName }).first()).toBeVisible();

      // The other browser's session ended with the reset.
      await other.goto('/admin/eventos');
      await expect(other).toHaveURL(/\/admin\/login/);
      await otherContext.close();
    });

    test('the organiser renames themself and changes the password, ending their other sessions', async ({
      page,
      browser,
    }) => {
      const email = uniqueOrganiserEmail('perfil');
      await signUpByApi(page, 'Caio Nunes', email, 'senha-inicial-3');
      const otherContext = await otherSession(browser, email, 'senha-inicial-3');
      await page.goto('/admin/eventos');
      await page.getByRole('button', { name: 'Conta de Caio Nunes' }).click();
      await page.getByRole('menuitem', { name: 'Meu perfil' }).click();
      await expect(page).toHaveURL(/\/admin\/perfil$/);
      await expect(page.getByLabel('E-mail')).toHaveValue(email);
      await page.getByLabel('Nome').fill('Caio Nunes Filho');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Perfil atualizado.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Conta de Caio Nunes Filho' })).toBeVisible();

      await page.getByLabel('Senha atual').fill('nao-e-ela-1');
      await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('senha-trocada-4');
      await page.getByLabel('Confirme a nova senha').fill('senha-trocada-4');
      await page.getByRole('button', { name: 'Alterar Senha' }).click();
      await expect(page.getByText('A senha atual está incorreta.')).toBeVisible();
      await page.getByLabel('Senha atual').fill('senha-inicial-3');
      await shot(page, 'profile');
      await page.getByRole('button', { name: 'Alterar Senha' }).click();
      await expect(
        page.getByText('Senha alterada. As outras sessões da sua conta foram encerradas.'),
      ).toBeVisible();

      // This browser stays in; the other one is out (its page sent to the login: the reset's journey
      // above; here its session asked of the server), and the new password signs in.
      await page.reload();
      await expect(page).toHaveURL(/\/admin\/perfil$/);
      expect((await otherContext.request.get('/api/auth/session', { headers: XHR })).status()).toBe(401);
      await otherContext.close();
      const again = await otherSession(browser, email, 'senha-trocada-4');
      await again.close();
    });
  });
}

test('signing up with an e-mail that has an account reads the same and signs no one in', async ({ page }) => {
  const taken = await registerOrganiser(page, 'Dona da Conta');
  await page.context().clearCookies();
  await page.goto('/admin/cadastro');
  await page.getByLabel('Nome').fill('Outra Pessoa');
  await page.getByLabel('E-mail').fill(taken.email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('outra-senha-forte-5');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  const reply = page.getByRole('status').filter({ hasText: 'Enviamos um e-mail para confirmar' });
  await expect(reply).toBeVisible();
  // No session came of it: the server knows no one in this browser.
  expect((await page.request.get('/api/auth/session', { headers: XHR })).status()).toBe(401);
});

test('the terms and privacy pages are public and readable on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, heading] of [
    ['/termos', 'Termos de Uso'],
    ['/privacidade', 'Política de Privacidade'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, path.slice(1));
  }
});
