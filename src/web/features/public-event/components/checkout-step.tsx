import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconHome, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import type { CheckoutMessage } from '../hooks/checkout-reducer.ts';
import { ConfirmationPanel } from './confirmation-panel.tsx';

export const DEFAULT_CHECKOUT_TITLE = 'Compra realizada com sucesso!';

/** Step 5 of spec §2 (EventoCheckout): success, tickets and receipts to download. */
export function CheckoutStep({
  registration,
  message,
}: {
  registration: RegistrationResult;
  message: CheckoutMessage | null;
}) {
  const title =
    message?.title?.trim() || registration.checkout_message.title?.trim() || DEFAULT_CHECKOUT_TITLE;
  const messageHtml = message?.message || registration.checkout_message.message || '';
  return (
    <ConfirmationPanel
      label="Compra concluída"
      icon={<IconCircleCheck size={40} />}
      color="green"
      title={title}
      messageHtml={messageHtml}
    >
      <Text size="sm">
        Pedido <strong>{registration.order_hash}</strong>. Enviamos os ingressos também para o e-mail
        informado.
      </Text>
      <Button
        component="a"
        href={`/voucher/order/${encodeURIComponent(registration.order_hash)}`}
        target="_blank"
        rel="noopener"
        size="md"
        leftSection={<IconDownload size={18} />}
      >
        Baixar ingressos
      </Button>
      {registration.participantes.length > 0 && (
        <Stack gap={6} w="100%" maw={480}>
          <Text fw={600} size="sm">
            Recibos
          </Text>
          <List
            spacing={6}
            listStyleType="none"
            ta="left"
            w="100%"
            styles={{ itemWrapper: { width: '100%' }, itemLabel: { width: '100%' } }}
          >
            {registration.participantes.map((participant) => (
              <List.Item key={participant.uuid}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" truncate>
                    {participant.nome} · {participant.tipo_ingresso}
                  </Text>
                  <Anchor
                    size="sm"
                    href={`/receipt/download/${encodeURIComponent(participant.uuid)}`}
                    target="_blank"
                    rel="noopener"
                    aria-label={`Baixar recibo de ${participant.nome}`}
                  >
                    <Group gap={4} wrap="nowrap">
                      <IconReceipt size={14} aria-hidden />
                      Baixar recibo
                    </Group>
                  </Anchor>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Button component={Link} to="/" variant="subtle" leftSection={<IconHome size={16} />}>
        Voltar ao início
      </Button>
    </ConfirmationPanel>
  );
}
