// The six tabs (spec §2). The open tab lives in `?tab=`: a link opens it, switching pushes a
// history entry (back and forward move between tabs), and only the open tab's code is loaded.
import { Scroller, Tabs } from '@mantine/core';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminEvent } from '../../../../domain/contracts/organiser-events.ts';
import type { EventTabPanel } from '../../../shared/lib/event-tab.ts';
import { useCan } from '../../../shared/organisation/get-organisation.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { type EventTabKey, visibleEventTabs } from '../lib/event-tabs.ts';

/** One panel per tab, handed in by the app (each tab's feature owns its panel). */
export type EventTabPanels = Record<EventTabKey, EventTabPanel>;

export function EventTabsView({
  event,
  panels,
  active,
}: {
  event: AdminEvent;
  panels: EventTabPanels;
  /** The open tab, one the role may see (resolveEventTab). */
  active: EventTabKey;
}) {
  const [, setSearchParams] = useSearchParams();
  const can = useCan();
  const tabs = visibleEventTabs(event.participants_need_approval, can);
  const Panel = panels[active];

  const open = (key: EventTabKey) => {
    if (key === active) return;
    // A tab's own parameters (a table's filters) belong to it: the next tab starts clean, and its
    // table restores its own stored view.
    setSearchParams({ tab: key });
  };

  return (
    <Tabs value={active} onChange={(value) => value && open(value as EventTabKey)} keepMounted={false}>
      {/* The list's line spans the width even when the tabs are few; on a phone the tabs scroll. */}
      <Scroller mb="md" styles={{ content: { minWidth: '100%' } }}>
        <Tabs.List style={{ flexWrap: 'nowrap', flex: 1 }}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.key} value={tab.key} style={{ whiteSpace: 'nowrap' }}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Scroller>
      <Tabs.Panel value={active}>
        <Suspense fallback={<PageLoader label="Carregando..." />}>
          <Panel event={event} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
