// The event view's six tabs (spec §2): keys, labels, which permission each needs (issue 21: a
// role sees only its tabs) and which one the URL asks for.
import type { OrganiserPermission } from '../../../../domain/organiser-permissions.ts';

export const EVENT_TABS = [
  { key: 'dashboard', label: 'Resumo', permission: 'sales.read' },
  { key: 'candidatos', label: 'Pré-Inscritos', permission: 'participants.read' },
  { key: 'participantes', label: 'Participantes', permission: 'participants.read' },
  { key: 'cupons', label: 'Cupons', permission: 'event.setup' },
  { key: 'formularios', label: 'Formulário de Inscrição', permission: 'event.setup' },
  { key: 'configuracoes', label: 'Configurações Avançadas', permission: 'event.setup' },
] as const satisfies readonly { key: string; label: string; permission: OrganiserPermission }[];

export type EventTabKey = (typeof EVENT_TABS)[number]['key'];

export const DEFAULT_EVENT_TAB: EventTabKey = 'dashboard';

const everything = () => true;

/** Pré-Inscritos only exists for events whose participants need approval; each tab needs its permission. */
export function visibleEventTabs(
  needsApproval: boolean,
  can: (permission: OrganiserPermission) => boolean = everything,
) {
  return EVENT_TABS.filter((tab) => (tab.key !== 'candidatos' || needsApproval) && can(tab.permission));
}

/** The tab `?tab=` names, when it is one this event shows to this role; otherwise the first it shows. */
export function resolveEventTab(
  requested: string | null,
  needsApproval: boolean,
  can: (permission: OrganiserPermission) => boolean = everything,
): EventTabKey | null {
  const tabs = visibleEventTabs(needsApproval, can);
  const tab = tabs.find((candidate) => candidate.key === requested);
  return tab?.key ?? tabs[0]?.key ?? null;
}
