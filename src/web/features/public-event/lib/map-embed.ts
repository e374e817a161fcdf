// Where the "Ver no mapa" iframe points (spec §2). With the organiser's Google Maps key we use
// the official Maps Embed API. Without one we use OpenStreetMap: its embed needs coordinates
// (a bbox), and the event stores only an address, so the address is geocoded on demand with
// Nominatim, OpenStreetMap's own geocoder. The keyless `maps.google.com/maps?output=embed`
// URL was rejected: it is undocumented and outside Google's terms. All of this runs only
// after the buyer clicks "Ver no mapa" (docs/decisions/0031).
import type { PublicEvent } from '../../../../domain/contracts/public-event.ts';

/** "Rua X, 123, Cidade, UF" from street, number, city and state (spec §2); null without a street or city. */
export function mapQuery(
  event: Pick<PublicEvent, 'endereco_formatado' | 'address' | 'local'>,
): string | null {
  const { logradouro, numero, cidade, estado } = event.endereco_formatado;
  const parts = [logradouro, numero, cidade, estado].map((part) => part?.trim() ?? '').filter(Boolean);
  if (logradouro?.trim() || cidade?.trim()) return parts.join(', ');
  const fallback = event.address?.trim() || event.local?.trim();
  return fallback ? fallback : null;
}

export function googleMapsEmbedUrl(key: string, query: string): string {
  const params = new URLSearchParams({ key, q: query });
  return `https://www.google.com/maps/embed/v1/place?${params.toString()}`;
}

export function nominatimSearchUrl(query: string): string {
  const params = new URLSearchParams({ format: 'json', limit: '1', countrycodes: 'br', q: query });
  return `https://nominatim.openstreetmap.org/search?${params.toString()}`;
}

const BBOX_HALF_WIDTH = 0.006;
const BBOX_HALF_HEIGHT = 0.004;

export function openStreetMapEmbedUrl(lat: number, lon: number): string {
  const bbox = [lon - BBOX_HALF_WIDTH, lat - BBOX_HALF_HEIGHT, lon + BBOX_HALF_WIDTH, lat + BBOX_HALF_HEIGHT]
    .map((value) => value.toFixed(6))
    .join(',');
  const params = new URLSearchParams({
    bbox,
    layer: 'mapnik',
    marker: `${lat.toFixed(6)},${lon.toFixed(6)}`,
  });
  return `https://www.openstreetmap.org/export/embed.html?${params.toString()}`;
}

export function openStreetMapSearchUrl(query: string): string {
  return `https://www.openstreetmap.org/search?${new URLSearchParams({ query }).toString()}`;
}
