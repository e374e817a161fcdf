import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** Spec §9: the PIX QR code is drawn at 200 px. */
export const PIX_QR_SIZE_PX = 200;

type QrState = { status: 'loading' } | { status: 'ready'; dataUrl: string } | { status: 'error' };

/**
 * A data URL of the QR code for a PIX copy-paste code, drawn in the browser (no image API).
 * A ready-made image from the server (qrcode_data as a data: URL) is used as is.
 */
export function usePixQrCode(code: string, serverImage: string | null): QrState {
  const [state, setState] = useState<QrState>({ status: 'loading' });
  useEffect(() => {
    if (serverImage?.startsWith('data:image/')) {
      setState({ status: 'ready', dataUrl: serverImage });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    QRCode.toDataURL(code, { width: PIX_QR_SIZE_PX, margin: 1, errorCorrectionLevel: 'M' })
      .then((dataUrl) => {
        if (!cancelled) setState({ status: 'ready', dataUrl });
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'error' });
      });
    return () => {
      cancelled = true;
    };
  }, [code, serverImage]);
  return state;
}

/** Whole minutes until the PIX expires (rounded up), 0 once expired; null for an unreadable date. */
export function minutesLeft(expiresAt: string, now: Date): number | null {
  const expires = new Date(expiresAt).getTime();
  if (Number.isNaN(expires)) return null;
  return Math.max(0, Math.ceil((expires - now.getTime()) / 60_000));
}
