import { describe, expect, it } from 'vitest';
import { resolveEventTab, visibleEventTabs } from './event-tabs.ts';

describe('event tabs', () => {
  it('shows Pré-Inscritos only for approval events, in the spec order', () => {
    expect(visibleEventTabs(true).map((tab) => tab.label)).toEqual([
      'Resumo',
      'Pré-Inscritos',
      'Participantes',
      'Cupons',
      'Formulário de Inscrição',
      'Configurações Avançadas',
    ]);
    expect(visibleEventTabs(false).map((tab) => tab.key)).toEqual([
      'dashboard',
      'participantes',
      'cupons',
      'formularios',
      'configuracoes',
    ]);
  });

  it('opens the tab the URL names, or Resumo', () => {
    expect(resolveEventTab('participantes', false)).toBe('participantes');
    expect(resolveEventTab('candidatos', true)).toBe('candidatos');
    expect(resolveEventTab('candidatos', false)).toBe('dashboard');
    expect(resolveEventTab('nao-existe', true)).toBe('dashboard');
    expect(resolveEventTab(null, true)).toBe('dashboard');
  });
});
