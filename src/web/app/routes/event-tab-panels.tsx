// The event view's six panels, composed here by the app: the dashboard feature renders whichever
// panel it is handed and the tab features know nothing of it (no feature imports another, and the
// registry is no longer an import cycle). One lazy component per tab: each tab's code loads when
// it is first opened.
import { lazy } from 'react';
import type { EventTabKey } from '../../features/event-dashboard/lib/event-tabs.ts';
import type { EventTabPanel } from '../../shared/lib/event-tab.ts';

export const EVENT_TAB_PANELS: Record<EventTabKey, EventTabPanel> = {
  dashboard: lazy(() =>
    import('../../features/event-summary/components/summary-tab.tsx').then((m) => ({
      default: m.SummaryTab,
    })),
  ),
  candidatos: lazy(() =>
    import('../../features/candidates/components/candidates-tab.tsx').then((m) => ({
      default: m.CandidatesTab,
    })),
  ),
  participantes: lazy(() =>
    import('../../features/participants/components/participants-tab.tsx').then((m) => ({
      default: m.ParticipantsTab,
    })),
  ),
  cupons: lazy(() =>
    import('../../features/coupons/components/coupons-tab.tsx').then((m) => ({ default: m.CouponsTab })),
  ),
  formularios: lazy(() =>
    import('../../features/form-builder/components/form-builder-tab.tsx').then((m) => ({
      default: m.FormBuilderTab,
    })),
  ),
  configuracoes: lazy(() =>
    import('../../features/event-settings/components/settings-tab.tsx').then((m) => ({
      default: m.SettingsTab,
    })),
  ),
};
