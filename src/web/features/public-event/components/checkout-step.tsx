import { Anchor, Button, Grid, Group, List, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconHome, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PublicEvent, RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import type { CheckoutMessage } from '../hooks/checkout-reducer.ts';
import { ConfirmationPanel } from './confirmation-panel.tsx';
import { OrderRecapCard } from './order-recap-card.tsx';

export const DEFAULT_CHECKOUT_TITLE = 'Compra realizada com sucesso!';
/** A free registration bought nothing: the default title must not call it a purchase (issue 22). */
export const FREE_CHECKOUT_TITLE = 'Inscrição realizada com sucesso!';

/** The organiser's own title when they wrote one; otherwise the default for a sale or a free order. */
export function checkoutTitle(custom: string | null | undefined, isFree: boolean): string {
  const title = custom?.trim() ?? '';
  if (title === '' || title === DEFAULT_CHECKOUT_TITLE)
    return isFree ? FREE_CHECKOUT_TITLE : DEFAULT_CHECKOUT_TITLE;
  return title;
}

function Receipts({ registration }: { registration: RegistrationResult }) {
  if (registration.participantes.length === 0) return null;
  return (
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
  );
}

/**
 * Step 5 of spec §2 (EventoCheckout): the organiser's title and message (from the event's
 * settings, sanitised by the server), the tickets and receipts, and beside them a recap of the
 * order — each thing said once (issue 11 item 8).
 */
export function CheckoutStep({
  event,
  registration,
  message,
}: {
  event: PublicEvent;
  registration: RegistrationResult;
  message: CheckoutMessage | null;
}) {
  const isFree = registration.status === 'free';
  const title = checkoutTitle(message?.title?.trim() || registration.checkout_message.title, isFree);
  const messageHtml = message?.message || registration.checkout_message.message || '';
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <ConfirmationPanel
          label={isFree ? 'Inscrição concluída' : 'Compra concluída'}
          icon={<IconCircleCheck size={40} />}
          color="green"
          title={title}
          messageHtml={messageHtml}
        >
          {/* Organisers' messages usually say it already (the demo's does): said once. */}
          {messageHtml.trim() === '' && (
            <Text size="sm">
              Os ingressos também foram enviados para o e-mail informado na {isFree ? 'inscrição' : 'compra'}.
            </Text>
          )}
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
          <Receipts registration={registration} />
          <Button component={Link} to="/" variant="subtle" leftSection={<IconHome size={16} />}>
            Voltar ao início
          </Button>
        </ConfirmationPanel>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <OrderRecapCard event={event} registration={registration} />
      </Grid.Col>
    </Grid>
  );
}
