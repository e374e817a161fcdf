import type { ComponentType } from 'react';
import type { AdminEvent } from '../../../domain/contracts/organiser-events.ts';

/**
 * The slot every tab of the event view fills. The tabs' features implement it, the event dashboard
 * renders whichever panel it is given, and the app plugs one into the other
 * (app/routes/event-dashboard-route.tsx): no feature imports another, so the tabs form no cycle.
 */
export interface EventTabProps {
  event: AdminEvent;
}

export type EventTabPanel = ComponentType<EventTabProps>;
