// The event view's six tabs (spec §2): keys, labels, and which one the URL asks for.

export const EVENT_TABS = [
  { key: 'dashboard', label: 'Resumo' },
  { key: 'candidatos', label: 'Pré-Inscritos' },
  { key: 'participantes', label: 'Participantes' },
  { key: 'cupons', label: 'Cupons' },
  { key: 'formularios', label: 'Formulário de Inscrição' },
  { key: 'configuracoes', label: 'Configurações Avançadas' },
] as const;

export type EventTabKey = (typeof EVENT_TABS)[number]['key'];

export const DEFAULT_EVENT_TAB: EventTabKey = 'dashboard';

/** Pré-Inscritos only exists for events whose participants need approval. */
export function visibleEventTabs(needsApproval: boolean) {
  return EVENT_TABS.filter((tab) => tab.key !== 'candidatos' || needsApproval);
}

/** The tab `?tab=` names, when it is one this event shows; otherwise Resumo. */
export function resolveEventTab(requested: string | null, needsApproval: boolean): EventTabKey {
  const tab = visibleEventTabs(needsApproval).find((candidate) => candidate.key === requested);
  return tab?.key ?? DEFAULT_EVENT_TAB;
}
