// The Content-Security-Policy of the two web apps' pages (ADR 0244). Everything comes from this
// origin; the only third parties are the Meta Pixel (on the page of an event whose organiser set
// one) and the map provider (on the page of an in-person event, after "Ver no mapa"). No page of the
// organiser area, the candidate page or the landing page may load anything from elsewhere.

export type MapProvider = 'google' | 'openstreetmap';

export interface PageThirdParties {
  /** The event has a Meta Pixel: fbevents.js and its beacons. */
  metaPixel?: boolean;
  /** The event's "Ver no mapa": Google's Maps Embed (with GOOGLE_MAPS_KEY) or OpenStreetMap. */
  map?: MapProvider | null;
  /** Buyer pages when the gateway tokenises cards in the page (ADR 0303): its SDK's origins. */
  cardGateway?: { script: string[]; connect: string[] } | null;
}

/**
 * What a card-tokenising gateway's browser SDK needs (ADR 0303): its script's origin, and the API it
 * posts the card to. For Mercado Pago's own SDK that is api.mercadopago.com (and mercadolibre's, which
 * the SDK also calls); a simulator serves both from its own origin.
 */
export function cardGatewaySources(sdkUrl: string): { script: string[]; connect: string[] } {
  const origin = new URL(sdkUrl).origin;
  const official = origin === 'https://sdk.mercadopago.com';
  return {
    script: [origin],
    connect: official ? [origin, 'https://api.mercadopago.com', 'https://api.mercadolibre.com'] : [origin],
  };
}

const META_PIXEL = {
  script: ['https://connect.facebook.net'],
  connect: ['https://connect.facebook.net', 'https://www.facebook.com'],
  img: ['https://www.facebook.com'],
};

const MAPS: Record<MapProvider, { frame: string[]; connect: string[] }> = {
  google: { frame: ['https://www.google.com'], connect: [] },
  // The embed needs coordinates: the address is geocoded with OpenStreetMap's Nominatim first.
  openstreetmap: {
    frame: ['https://www.openstreetmap.org'],
    connect: ['https://nominatim.openstreetmap.org'],
  },
};

export function contentSecurityPolicy(thirdParties: PageThirdParties = {}): string {
  const pixel = thirdParties.metaPixel ? META_PIXEL : { script: [], connect: [], img: [] };
  const map = thirdParties.map ? MAPS[thirdParties.map] : { frame: [], connect: [] };
  const card = thirdParties.cardGateway ?? { script: [], connect: [] };
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...pixel.script, ...card.script]],
    // Mantine sets CSS variables in <style> elements and positions with style attributes.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: for inline SVG icons and QR codes; blob: for previews of an image being uploaded.
    ['img-src', ["'self'", 'data:', 'blob:', ...pixel.img]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...pixel.connect, ...map.connect, ...card.connect]],
    ['frame-src', map.frame.length > 0 ? map.frame : ["'none'"]],
    ['frame-ancestors', ["'self'"]],
    ['form-action', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
