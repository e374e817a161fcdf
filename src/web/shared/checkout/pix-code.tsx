// The PIX a buyer pays (spec §9): QR code, countdown and copy-and-paste code. Both the public
// event's checkout and the candidate's payment page show it.
import { Button, Center, CopyButton, Image, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Busy } from '../ui/busy.tsx';
import { minutesLeft, PIX_QR_SIZE_PX, usePixQrCode } from './use-pix-qr-code.ts';

/** Becomes true at the PIX's deadline (a timer set for that instant, so a test clock drives it too). */
export function useExpiryReached(expiresAt: string | null): boolean {
  const deadline = expiresAt === null ? Number.NaN : new Date(expiresAt).getTime();
  const [reached, setReached] = useState(() => !Number.isNaN(deadline) && deadline <= Date.now());
  useEffect(() => {
    if (Number.isNaN(deadline)) return;
    const wait = deadline - Date.now();
    if (wait <= 0) {
      setReached(true);
      return;
    }
    setReached(false);
    // setTimeout holds at most 2^31 - 1 ms; a PIX never lives that long, but stay safe.
    const timer = window.setTimeout(() => setReached(true), Math.min(wait + 250, 2_147_483_647));
    return () => window.clearTimeout(timer);
  }, [deadline]);
  return reached;
}

export function ExpiryText({ expiresAt }: { expiresAt: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  const minutes = minutesLeft(expiresAt, now);
  if (minutes === null) return null;
  return (
    <Text size="sm" c={minutes === 0 ? 'red' : 'dimmed'} role="status">
      {minutes === 0 ? 'Expirado' : `Expira em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`}
    </Text>
  );
}

export function PixQrCode({ code, serverImage }: { code: string; serverImage: string | null }) {
  const qr = usePixQrCode(code, serverImage);
  if (qr.status === 'ready') {
    return <Image src={qr.dataUrl} w={PIX_QR_SIZE_PX} h={PIX_QR_SIZE_PX} alt="QR Code do PIX" />;
  }
  return (
    <Center w={PIX_QR_SIZE_PX} h={PIX_QR_SIZE_PX} bg="gray.1" style={{ borderRadius: 8 }}>
      {qr.status === 'loading' ? (
        <Busy size="sm" label="Gerando QR Code" />
      ) : (
        <Text size="xs" c="red">
          Não foi possível gerar o QR Code
        </Text>
      )}
    </Center>
  );
}

/** The copy-and-paste code, selectable, with its copy button. */
export function PixCopyCode({ code }: { code: string }) {
  return (
    <>
      <Textarea
        w="100%"
        label="PIX copia e cola"
        value={code}
        readOnly
        autosize
        minRows={2}
        styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <Button
            variant="light"
            color={copied ? 'green' : undefined}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            onClick={copy}
          >
            {copied ? 'Código copiado!' : 'Copiar código PIX'}
          </Button>
        )}
      </CopyButton>
    </>
  );
}
