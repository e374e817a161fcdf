// The event link with its copy button and QR code (spec §2 Dashboard): the organiser shares the
// link or prints the code.
import { Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { EventLinkBox } from '../../../shared/ui/event-link-box.tsx';
import { EVENT_QR_SIZE_PX, qrFileName, useQrCode } from '../lib/use-qr-code.ts';

/** Shown when the code cannot be drawn: a neutral checkerboard, never a broken image. */
function QrFallback() {
  return (
    <Box
      role="img"
      aria-label="QR Code indisponível"
      w={EVENT_QR_SIZE_PX}
      h={EVENT_QR_SIZE_PX}
      data-testid="qr-fallback"
      style={{
        background: 'repeating-conic-gradient(#000 0% 25%, #fff 0% 50%) 0 0 / 20px 20px',
        border: '1px solid var(--mantine-color-gray-4)',
      }}
    />
  );
}

export function EventShareCard({ link, slug }: { link: string; slug: string }) {
  const qr = useQrCode(link);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group align="center" gap="lg" wrap="wrap">
        <Stack gap="xs" style={{ flex: '1 1 280px', minWidth: 0 }}>
          <EventLinkBox url={link} />
          <Text size="xs" c="dimmed">
            Compartilhe o link ou imprima o QR Code: ele abre a página de inscrição do evento.
          </Text>
        </Stack>
        <Group gap="md" wrap="nowrap" align="center">
          <Box w={EVENT_QR_SIZE_PX} h={EVENT_QR_SIZE_PX} style={{ flex: 'none' }}>
            {qr.status === 'ready' ? (
              <img
                src={qr.image}
                width={EVENT_QR_SIZE_PX}
                height={EVENT_QR_SIZE_PX}
                alt={`QR Code do link ${link}`}
                data-testid="event-qr"
                style={{ display: 'block' }}
              />
            ) : qr.status === 'error' ? (
              <QrFallback />
            ) : null}
          </Box>
          <Button
            component="a"
            href={qr.status === 'ready' ? qr.download : undefined}
            download={qrFileName(slug)}
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={qr.status !== 'ready'}
          >
            Baixar QR Code
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
