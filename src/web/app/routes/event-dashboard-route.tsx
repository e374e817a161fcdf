import { EventDashboardPage } from '../../features/event-dashboard/components/event-dashboard-page.tsx';
import { EVENT_TAB_PANELS } from './event-tab-panels.tsx';

/** /admin/eventos/{id}: the event view with the app's tab panels plugged in. */
export function EventDashboardRoute() {
  return <EventDashboardPage panels={EVENT_TAB_PANELS} />;
}
