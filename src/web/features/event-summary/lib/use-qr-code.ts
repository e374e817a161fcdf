import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** Spec §2, §9: the event link's QR code, 120 px, margin 2, black on white. */
export const EVENT_QR_SIZE_PX = 120;
export const EVENT_QR_MARGIN = 2;
/** The downloaded PNG is the same code drawn larger, sharp enough to print on a poster. */
export const EVENT_QR_DOWNLOAD_PX = 600;

export type QrState =
  | { status: 'loading' }
  | { status: 'ready'; image: string; download: string }
  | { status: 'error' };

const options = (width: number) => ({
  width,
  margin: EVENT_QR_MARGIN,
  color: { dark: '#000000', light: '#ffffff' },
  errorCorrectionLevel: 'M' as const,
});

/** Both PNG data URLs of the link's QR code, drawn in the browser; 'error' shows the checkerboard. */
export function useQrCode(text: string): QrState {
  const [state, setState] = useState<QrState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    Promise.all([
      QRCode.toDataURL(text, options(EVENT_QR_SIZE_PX)),
      QRCode.toDataURL(text, options(EVENT_QR_DOWNLOAD_PX)),
    ])
      .then(([image, download]) => {
        if (!cancelled) setState({ status: 'ready', image, download });
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'error' });
      });
    return () => {
      cancelled = true;
    };
  }, [text]);
  return state;
}

/** The PNG's file name: the event's slug (spec §2). */
export function qrFileName(slug: string): string {
  return `${slug}.png`;
}
