import { Anchor, AspectRatio, Button, Collapse, Loader, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMap, IconMapOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  googleMapsEmbedUrl,
  nominatimSearchUrl,
  openStreetMapEmbedUrl,
  openStreetMapSearchUrl,
} from '../lib/map-embed.ts';

interface GeocodeHit {
  lat: string;
  lon: string;
}

async function geocode(query: string, signal: AbortSignal): Promise<{ lat: number; lon: number } | null> {
  const response = await fetch(nominatimSearchUrl(query), {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return null;
  const hits = (await response.json()) as GeocodeHit[];
  const first = hits[0];
  if (!first) return null;
  const lat = Number(first.lat);
  const lon = Number(first.lon);
  return Number.isFinite(lat) && Number.isFinite(lon) ? { lat, lon } : null;
}

function MapFrame({ src, title }: { src: string; title: string }) {
  return (
    <AspectRatio ratio={16 / 9}>
      <iframe
        src={src}
        title={title}
        loading="lazy"
        style={{ border: 0 }}
        referrerPolicy="no-referrer-when-downgrade"
      />
    </AspectRatio>
  );
}

function OpenStreetMap({ query }: { query: string }) {
  const location = useQuery({
    queryKey: ['geocode', query],
    queryFn: ({ signal }) => geocode(query, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (location.isPending) return <Loader size="sm" aria-label="Carregando mapa" />;
  if (location.data) {
    return (
      <MapFrame
        src={openStreetMapEmbedUrl(location.data.lat, location.data.lon)}
        title="Mapa do local do evento"
      />
    );
  }
  return (
    <Text size="sm" c="dimmed">
      Não foi possível localizar o endereço no mapa.{' '}
      <Anchor href={openStreetMapSearchUrl(query)} target="_blank" rel="noopener noreferrer">
        Abrir no OpenStreetMap
      </Anchor>
    </Text>
  );
}

/** "Ver no mapa" / "Ocultar mapa": nothing is fetched from a map service until it is opened. */
export function EventMap({ query, mapsKey }: { query: string; mapsKey: string | null }) {
  const [opened, { toggle }] = useDisclosure(false);
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
      <Collapse expanded={opened} keepMounted={false}>
        {opened &&
          (mapsKey ? (
            <MapFrame src={googleMapsEmbedUrl(mapsKey, query)} title="Mapa do local do evento" />
          ) : (
            <OpenStreetMap query={query} />
          ))}
      </Collapse>
    </Stack>
  );
}
