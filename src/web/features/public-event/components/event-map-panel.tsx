// The map behind "Ver no mapa": a chunk of its own, loaded on the first click (event-map.tsx).
import { Anchor, AspectRatio, Collapse, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Busy } from '../../../shared/ui/busy.tsx';
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
  if (location.isPending) return <Busy size="sm" label="Carregando mapa" />;
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

export function EventMapPanel({
  query,
  mapsKey,
  opened,
}: {
  query: string;
  mapsKey: string | null;
  opened: boolean;
}) {
  return (
    <Collapse expanded={opened} keepMounted={false}>
      {opened &&
        (mapsKey ? (
          <MapFrame src={googleMapsEmbedUrl(mapsKey, query)} title="Mapa do local do evento" />
        ) : (
          <OpenStreetMap query={query} />
        ))}
    </Collapse>
  );
}
