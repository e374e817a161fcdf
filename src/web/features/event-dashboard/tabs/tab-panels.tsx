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
  dashboard: lazy(() =>
    import('../../event-summary/components/summary-tab.tsx').then((m) => ({ default: m.SummaryTab })),
  ),
  candidatos: lazy(() =>
    import('../../candidates/components/candidates-tab.tsx').then((m) => ({ default: m.CandidatesTab })),
  ),
  participantes: lazy(() =>
    import('../../participants/components/participants-tab.tsx').then((m) => ({
      default: m.ParticipantsTab,
    })),
  ),
  cupons: lazy(() =>
    import('../../coupons/components/coupons-tab.tsx').then((m) => ({ default: m.CouponsTab })),
  ),
  formularios: lazy(() =>
    import('../../form-builder/components/form-builder-tab.tsx').then((m) => ({ default: m.FormBuilderTab })),
  ),
  configuracoes: lazy(() =>
    import('../../event-settings/components/settings-tab.tsx').then((m) => ({ default: m.SettingsTab })),
  ),
};
