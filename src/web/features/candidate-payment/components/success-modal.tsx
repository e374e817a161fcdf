import { Box, Button, Group, Modal, Stack, Text, ThemeIcon, Title, Typography } from '@mantine/core';
import { IconCheck, IconFileText, IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError } from '../../../shared/notify/notify.tsx';
import { downloadDocument } from '../lib/download-document.ts';

export interface PaidCharge {
  orderPaymentId: string;
  title: string;
  messageHtml: string;
  names: string[];
}

/** 'Pagamento Confirmado': who is paid for, and their vouchers and receipt to download. */
export function SuccessModal({ paid, onClose }: { paid: PaidCharge | null; onClose: () => void }) {
  const [busy, setBusy] = useState<'vouchers' | 'receipt' | null>(null);
  const download = async (kind: 'vouchers' | 'receipt') => {
    setBusy(kind);
    const failure = await downloadDocument(kind, paid?.orderPaymentId ?? null);
    setBusy(null);
    if (failure) notifyError(failure);
  };
  return (
    <Modal
      opened={paid !== null}
      onClose={onClose}
      title="Pagamento Confirmado"
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Fechar janela' }}
    >
      {paid && (
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="green" variant="light">
            <IconCheck size={32} />
          </ThemeIcon>
          <Title order={3}>{paid.title}</Title>
          {paid.messageHtml.trim() !== '' && (
            <Box c="dimmed">
              <Typography>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side with sanitize-html */}
                <div dangerouslySetInnerHTML={{ __html: paid.messageHtml }} />
              </Typography>
            </Box>
          )}
          <Text size="sm">Pagamento confirmado para: {paid.names.join(', ')}</Text>
          <Group justify="center" gap="sm">
            <Button
              leftSection={<IconTicket size={18} />}
              loading={busy === 'vouchers'}
              onClick={() => void download('vouchers')}
            >
              Baixar Ingressos
            </Button>
            <Button
              variant="light"
              leftSection={<IconFileText size={18} />}
              loading={busy === 'receipt'}
              onClick={() => void download('receipt')}
            >
              Baixar Recibo
            </Button>
          </Group>
          <Button variant="subtle" onClick={onClose}>
            Fechar
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
