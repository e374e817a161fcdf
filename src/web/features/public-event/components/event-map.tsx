import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMap, IconMapOff } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Busy } from '../../../shared/ui/busy.tsx';

const EventMapPanel = lazy(async () => ({ default: (await import('./event-map-panel.tsx')).EventMapPanel }));

/** "Ver no mapa" / "Ocultar mapa": nothing is fetched, not even the map's code, until it is opened. */
export function EventMap({ query, mapsKey }: { query: string; mapsKey: string | null }) {
  const [opened, { toggle }] = useDisclosure(false);
  const [hasOpened, setHasOpened] = useState(false);
  if (opened && !hasOpened) setHasOpened(true);
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={opened ? <IconMapOff size={16} /> : <IconMap size={16} />}
        onClick={toggle}
        aria-expanded={opened}
        w="fit-content"
      >
        {opened ? 'Ocultar mapa' : 'Ver no mapa'}
      </Button>
      {hasOpened && (
        <Suspense fallback={<Busy size="sm" label="Carregando mapa" />}>
          <EventMapPanel query={query} mapsKey={mapsKey} opened={opened} />
        </Suspense>
      )}
    </Stack>
  );
}
