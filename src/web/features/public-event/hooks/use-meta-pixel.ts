import { useEffect } from 'react';
import { META_PIXEL_ID_PATTERN } from '../../../../domain/meta-pixel.ts';

// Meta's standard base code, written out instead of eval'd from a string: the queueing
// fbq stub, then fbevents.js from connect.facebook.net. It is the one third-party script the
// page may load, and only for events whose organiser configured a pixel (spec §2).
const FBEVENTS_URL = 'https://connect.facebook.net/en_US/fbevents.js';
const FACEBOOK_ORIGIN = 'https://connect.facebook.net/';
const SCRIPT_ID = 'catraca-meta-pixel';

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
  disablePushState?: boolean;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

/**
 * Pixel ids are numeric; anything else is a typo we must not send to Meta. The same pattern as the
 * organiser's save (server and settings screen), so a saved id always loads.
 */
export function isValidPixelToken(token: string | null): token is string {
  return token !== null && META_PIXEL_ID_PATTERN.test(token.trim());
}

function installFbqStub(): Fbq {
  if (window.fbq) return window.fbq;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  // fbevents.js reports every history.pushState as a PageView of the pixel: a buyer who moves on to
  // another event's page inside the app would be counted for this organiser's pixel (spec: that
  // event's page only).
  fbq.disablePushState = true;
  window.fbq = fbq;
  window._fbq ??= fbq;
  return fbq;
}

/**
 * Takes an event's pixel off the page when the buyer leaves it inside the app (another event, the
 * home page): our loader, the scripts fbevents.js added for the pixel's configuration, and the fbq
 * globals holding the initialised pixel, so the next event's page neither reports to this pixel nor
 * inherits it (spec: that event's page only). A later event with a pixel starts from a fresh stub.
 */
export function removeMetaPixel(): void {
  for (const script of Array.from(document.scripts)) {
    if (script.id === SCRIPT_ID || script.src.startsWith(FACEBOOK_ORIGIN)) script.remove();
  }
  delete window.fbq;
  delete window._fbq;
}

export function useMetaPixel(pixelToken: string | null): void {
  useEffect(() => {
    if (!isValidPixelToken(pixelToken)) return;
    const fbq = installFbqStub();
    if (!document.getElementById(SCRIPT_ID)) {
      const script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.async = true;
      script.src = FBEVENTS_URL;
      document.head.appendChild(script);
    }
    fbq('init', pixelToken.trim());
    fbq('track', 'PageView');
    return removeMetaPixel;
  }, [pixelToken]);
}
