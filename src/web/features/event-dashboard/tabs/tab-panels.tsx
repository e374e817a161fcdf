// One lazy component per tab: each tab's code loads when it is first opened, and a tab's owner
// changes one line here to plug their panel in.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AdminEvent } from '../../../../domain/contracts/organiser-events.ts';
import type { EventTabKey } from '../lib/event-tabs.ts';

export interface EventTabProps {
  event: AdminEvent;
}

type TabPanel = LazyExoticComponent<ComponentType<EventTabProps>>;

export const TAB_PANELS: Record<EventTabKey, TabPanel> = {
  dashboard: lazy(() => import('./summary-tab.tsx').then((m) => ({ default: m.SummaryTab }))),
  candidatos: lazy(() => import('./upcoming-tabs.tsx').then((m) => ({ default: m.CandidatesUpcoming }))),
  participantes: lazy(() =>
    import('../../participants/components/participants-tab.tsx').then((m) => ({
      default: m.ParticipantsTab,
    })),
  ),
  cupons: lazy(() => import('./upcoming-tabs.tsx').then((m) => ({ default: m.CouponsUpcoming }))),
  formularios: lazy(() => import('./upcoming-tabs.tsx').then((m) => ({ default: m.FormBuilderUpcoming }))),
  configuracoes: lazy(() => import('./upcoming-tabs.tsx').then((m) => ({ default: m.SettingsUpcoming }))),
};
