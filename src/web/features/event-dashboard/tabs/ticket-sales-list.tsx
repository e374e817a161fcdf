import { Group, Progress, Stack, Text } from '@mantine/core';
import type { TicketTypeSales } from '../../../../domain/contracts/organiser-events.ts';
import { formatBRL } from '../../../../domain/money.ts';

function priceLabel(cents: number): string {
  return cents === 0 ? 'Gratuito' : formatBRL(cents);
}

export function TicketSalesList({ ticketTypes }: { ticketTypes: TicketTypeSales[] }) {
  if (ticketTypes.length === 0) {
    return <Text c="dimmed">Nenhum tipo de ingresso cadastrado.</Text>;
  }
  return (
    <Stack gap="md">
      {ticketTypes.map((ticketType) => (
        <TicketSalesRow key={ticketType.id} ticketType={ticketType} />
      ))}
    </Stack>
  );
}

function TicketSalesRow({ ticketType }: { ticketType: TicketTypeSales }) {
  const { nome, preco_cents, quantidade, vendidos } = ticketType;
  const percentSold = quantidade ? Math.min(100, Math.round((vendidos / quantidade) * 100)) : 0;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={500}>{nome}</Text>
          <Text size="sm" c="dimmed">
            {priceLabel(preco_cents)}
          </Text>
        </div>
        <Text size="sm" fw={500} ta="right">
          {quantidade === null ? `${vendidos} (sem limite)` : `${vendidos}/${quantidade}`}
        </Text>
      </Group>
      {quantidade !== null && (
        <Progress value={percentSold} aria-label={`${nome}: ${percentSold}% vendido`} />
      )}
      {vendidos === 0 && (
        <Text size="xs" c="dimmed">
          Ainda nenhum vendido
        </Text>
      )}
    </Stack>
  );
}
