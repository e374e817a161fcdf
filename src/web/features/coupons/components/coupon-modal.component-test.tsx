// Novo Cupom's rules that need no browser (spec §5 Coupon), moved here from the Playwright journey
// (e2e/coupons-settings.spec.ts keeps saving, the cards and the checkout): every message at once
// with Erro de Validação, and the inputs' masks.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../testing/render-ui.tsx';
import { CouponModal } from './coupon-modal.tsx';

const TICKETS = [
  { id: 11, nome: 'Inteira' },
  { id: 12, nome: 'Meia' },
];

function renderNewCoupon(api: Record<string, unknown> = {}) {
  const view = renderUi(
    <CouponModal eventId={1} opened coupon={null} tickets={TICKETS} onClose={vi.fn()} />,
    {
      api,
    },
  );
  return { ...view, modal: within(screen.getByRole('dialog', { name: 'Novo Cupom' })) };
}

describe('Novo Cupom', () => {
  it('says every missing rule at once, with Erro de Validação, and saves nothing', async () => {
    const { user, modal } = renderNewCoupon();
    const fetch = vi.mocked(globalThis.fetch);
    await user.click(modal.getByRole('switch', { name: 'Sem Mínimo' }));
    await user.click(modal.getByRole('switch', { name: 'Sem data de fim' }));
    await user.click(modal.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Erro de Validação')).toBeTruthy();
    expect(screen.getByText('Por favor, corrija os erros nos campos destacados.')).toBeTruthy();
    for (const message of [
      'Informe o código do cupom.',
      'Selecione um tipo de desconto.',
      'Informe um limite de usos válido ou marque como ilimitado.',
      'Informe a data de fim ou marque como "Sem data de fim".',
    ]) {
      expect(modal.getByText(message), message).toBeTruthy();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('masks its inputs: the percent at most 100 and digits only, the minimum in reais', async () => {
    const { user, modal } = renderNewCoupon();
    await user.click(modal.getByPlaceholderText('Selecione'));
    await user.click(screen.getByRole('option', { name: 'Percentual (%)' }));
    const percent = modal.getByLabelText(/Percentual de desconto/);
    await user.type(percent, '150');
    expect(percent).toHaveProperty('value', '100');
    await user.clear(percent);
    await user.type(percent, '1a0');
    expect(percent).toHaveProperty('value', '10');
    await user.click(modal.getByRole('switch', { name: 'Sem Mínimo' }));
    const minimum = modal.getByLabelText('Valor mínimo do pedido');
    await user.type(minimum, '10000');
    expect(minimum).toHaveProperty('value', '100,00');
  });
});

describe('Vale para os ingressos', () => {
  it('starts at every ticket and sends the ones chosen as tipos_ingresso_ids', async () => {
    const { user, modal } = renderNewCoupon({ '/api/eventos/1/cupons': { id: 5 } });
    // Nothing chosen reads "Todos os ingressos" (ADR 0425).
    const tickets = modal.getByPlaceholderText('Todos os ingressos');
    expect(modal.getByText('Vale para os ingressos')).toBeTruthy();
    await user.type(modal.getByLabelText(/Código do cupom/), 'MEIA10');
    await user.click(modal.getByPlaceholderText('Selecione'));
    await user.click(screen.getByRole('option', { name: 'Percentual (%)' }));
    await user.type(modal.getByLabelText(/Percentual de desconto/), '10');
    await user.click(modal.getByRole('switch', { name: 'Ilimitado' }));
    await user.click(tickets);
    await user.click(screen.getByRole('option', { name: 'Meia' }));
    await user.click(modal.getByRole('button', { name: 'Salvar' }));
    const fetch = vi.mocked(globalThis.fetch);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as [unknown, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ codigo: 'MEIA10', tipos_ingresso_ids: [12] });
  });
});
