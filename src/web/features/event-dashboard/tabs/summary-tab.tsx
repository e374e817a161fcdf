// Resumo, as far as it goes today: the event link and the tickets sold per type. The money cards,
// QR code and the rest of spec §2 Dashboard replace this in the next part of issue 8.
import { Card, Group, Progress, Stack, Text } from '@mantine/core';
import { EventLinkBox } from '../../../shared/ui/event-link-box.tsx';
import type { EventTabProps } from './tab-panels.tsx';
import { TicketSalesList } from './ticket-sales-list.tsx';

export function SummaryTab({ event }: EventTabProps) {
  const percentTaken =
    event.capacidade > 0 ? Math.min(100, Math.round((event.vendidos / event.capacidade) * 100)) : 0;
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <EventLinkBox url={event.public_url} />
      </Card>
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={600}>Ingressos vendidos</Text>
            <Text fw={600}>
              {event.vendidos}/{event.capacidade}
            </Text>
          </Group>
          <Progress value={percentTaken} size="lg" aria-label={`${percentTaken}% das vagas ocupadas`} />
          <TicketSalesList ticketTypes={event.tipos_ingresso} />
        </Stack>
      </Card>
    </Stack>
  );
}
