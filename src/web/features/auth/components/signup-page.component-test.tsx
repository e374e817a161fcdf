// The sign-up page's rules that need no browser, moved here from e2e/organiser-account.spec.ts
// (which keeps signing up through the e-mailed link): the password rules tick as the person types,
// a weak password is refused with its reason before any request, and the terms are linked.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../testing/render-ui.tsx';
import { SignupPage } from './signup-page.tsx';

function rule(name: string): HTMLElement {
  const rules = within(screen.getByRole('list', { name: 'Requisitos da senha' })).getAllByRole('listitem');
  const found = rules.find((item) => item.textContent?.includes(name));
  if (!found) throw new Error(`no rule "${name}"`);
  return found;
}

describe('/admin/cadastro', () => {
  it('ticks the password rules as they are met, and links the terms', async () => {
    const { user } = renderUi(<SignupPage />, { path: '/admin/cadastro' });
    expect(screen.getByRole('link', { name: 'Termos de Uso' }).getAttribute('href')).toBe('/termos');
    expect(
      within(screen.getByRole('list', { name: 'Requisitos da senha' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    const password = screen.getByLabelText(/^Senha/, { selector: 'input' });
    await user.type(password, 'abc');
    expect(rule('Pelo menos 8 caracteres').dataset.ok).toBe('false');
    expect(rule('Pelo menos uma letra').dataset.ok).toBe('true');
    await user.clear(password);
    await user.type(password, 'senha123');
    expect(rule('Pelo menos 8 caracteres').dataset.ok).toBe('true');
    expect(rule('Não ser comum').dataset.ok).toBe('false');
  });

  it('refuses a common password with its reason and sends nothing', async () => {
    const { user } = renderUi(<SignupPage />, { path: '/admin/cadastro' });
    await user.type(screen.getByLabelText(/^Nome/), 'Helena Duarte');
    await user.type(screen.getByLabelText(/^E-mail/), 'helena@teste.com.br');
    await user.type(screen.getByLabelText(/^Senha/, { selector: 'input' }), 'senha123');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(
      await screen.findByText('Esta senha é fácil de adivinhar. Evite senhas comuns e partes do seu e-mail.'),
    ).toBeTruthy();
    expect(vi.mocked(globalThis.fetch)).not.toHaveBeenCalled();
  });
});
