// Reads QR codes from the phone's rear camera: the browser's BarcodeDetector where it exists
// (Chrome on Android), otherwise jsQR on canvas frames, loaded only when the camera starts so the
// page stays light (decision 0132). Calls onCode once per code until another code is seen or 3 s pass.
import { Alert, Button, Stack } from '@mantine/core';
import { IconCamera, IconCameraOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

type Detect = (video: HTMLVideoElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
declare global {
  interface Window {
    BarcodeDetector?: new (options: { formats: string[] }) => BarcodeDetectorLike;
  }
}

async function createDetector(): Promise<Detect> {
  if (window.BarcodeDetector) {
    const detector = new window.BarcodeDetector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    // A smaller frame is plenty for a QR held near the camera and much faster to scan.
    const scale = Math.min(1, 640 / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

const SCAN_EVERY_MS = 250;
const SAME_CODE_PAUSE_MS = 3000;

export function QrCamera({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [active, setActive] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    if (!active) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last = { code: '', at: 0 };
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('unsupported');
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const detect = await createDetector();
        const tick = async () => {
          if (stopped || !video.current) return;
          const code = await detect(video.current).catch(() => null);
          const now = Date.now();
          if (code && (code !== last.code || now - last.at > SAME_CODE_PAUSE_MS)) {
            last = { code, at: now };
            onCodeRef.current(code);
          }
          timer = setTimeout(tick, SCAN_EVERY_MS);
        };
        void tick();
      } catch {
        setError(
          'Não foi possível abrir a câmera. Permita o acesso à câmera no navegador ou digite o código do ingresso.',
        );
        setActive(false);
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [active]);

  return (
    <Stack gap="xs">
      {active && (
        <video
          ref={video}
          muted
          playsInline
          aria-label="Imagem da câmera"
          style={{ width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 8, background: '#000' }}
        />
      )}
      {error && (
        <Alert color="yellow" onClose={() => setError(null)} withCloseButton>
          {error}
        </Alert>
      )}
      <Button
        size="md"
        variant={active ? 'default' : 'filled'}
        leftSection={active ? <IconCameraOff size={18} /> : <IconCamera size={18} />}
        onClick={() => {
          setError(null);
          setActive((on) => !on);
        }}
      >
        {active ? 'Parar câmera' : 'Ler QR code com a câmera'}
      </Button>
    </Stack>
  );
}
