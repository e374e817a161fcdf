import { Code, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicEvent, RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import { formatEventPeriod, ONLINE_EVENT_LABEL } from '../../../../domain/event-summary.ts';
import { orderCode } from '../../../../domain/order-code.ts';
import { amountRecap, paymentMethodRecap, ticketsRecap } from '../lib/order-recap.ts';

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** What was bought, when and where it happens, what was paid and how (issue 11 item 8). */
export function OrderRecapCard({
  event,
  registration,
}: {
  event: PublicEvent;
  registration: RegistrationResult;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label="Resumo do pedido">
      <Title order={2} size="h4" mb="sm">
        Resumo do pedido
      </Title>
      <Stack gap="sm">
        <Item label="Evento">
          <Text fw={600} size="sm">
            {event.nome}
          </Text>
          {formatEventPeriod(event.start_date, event.end_date)}
          <br />
          {event.is_online ? ONLINE_EVENT_LABEL : [event.local, event.address].filter(Boolean).join(' · ')}
        </Item>
        <Item label="Ingressos">{ticketsRecap(registration)}</Item>
        <Divider />
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Item label="Valor">
            <Text fw={700} size="md">
              {amountRecap(registration)}
            </Text>
          </Item>
          <Item label="Pagamento">{paymentMethodRecap(registration)}</Item>
        </Group>
        {registration.cupom && <Item label="Cupom">{registration.cupom.codigo}</Item>}
        {/* The short code is what a person reads aloud; the long hash is the reference (ADR 0100). */}
        <Item label="Código do pedido">
          <Text fw={700} size="lg" ff="monospace" lts={1} data-testid="order-code">
            {orderCode(registration.order_hash)}
          </Text>
          <Code fz="xs" style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }} data-testid="order-hash">
            {registration.order_hash}
          </Code>
        </Item>
      </Stack>
    </Paper>
  );
}
