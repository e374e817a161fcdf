import { describe, expect, it } from 'vitest';
import {
  type OrganisationRole,
  type OrganiserPermission,
  roleCan,
} from '../../../../domain/organiser-permissions.ts';
import { EVENT_TABS, resolveEventTab, visibleEventTabs } from './event-tabs.ts';

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

describe('event tabs by role (issue 21)', () => {
  const as = (role: OrganisationRole) => (permission: OrganiserPermission) => roleCan(role, permission);

  it('shows each role only the tabs its permissions open', () => {
    const keys = (role: OrganisationRole) => visibleEventTabs(true, as(role)).map((tab) => tab.key);
    expect(keys('proprietario')).toEqual(EVENT_TABS.map((tab) => tab.key));
    expect(keys('administrador')).toEqual(EVENT_TABS.map((tab) => tab.key));
    expect(keys('financeiro')).toEqual(EVENT_TABS.map((tab) => tab.key));
    expect(keys('check-in')).toEqual([]);
  });

  it('opens the first tab the role has, and none for a check-in member', () => {
    const noMoney = (permission: OrganiserPermission) => permission !== 'sales.read';
    expect(resolveEventTab(null, false, noMoney)).toBe('participantes');
    expect(resolveEventTab('dashboard', false, noMoney)).toBe('participantes');
    expect(resolveEventTab('participantes', false, as('check-in'))).toBeNull();
  });
});
