// Tickets sold (spec §2 Dashboard): sold, available, total, a percent bar, and each ticket type
// with its price (Gratuito if 0) and sold/total, or Ainda nenhum vendido / N Vendido(s) without a total.
import { Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { EventDashboard, TicketTypeSummary } from '../../../../domain/contracts/event-dashboard.ts';
import { percentSold, soldLabel } from '../../../../domain/event-dashboard.ts';
import { formatBRL } from '../../../../domain/money.ts';

const count = (n: number) => n.toLocaleString('pt-BR');

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stack gap={0} align="center">
      <Text fz={{ base: 'xl', sm: 26 }} fw={700} data-testid={testId}>
        {count(value)}
      </Text>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
    </Stack>
  );
}

function TicketTypeRow({ type }: { type: TicketTypeSummary }) {
  const sold = type.quantidade_participantes;
  const total = type.quantidade_total;
  return (
    <Stack gap={6} data-testid="ticket-type-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {type.nome}
          </Text>
          <Text size="sm" c="dimmed">
            {type.preco_cents === 0 ? 'Gratuito' : formatBRL(type.preco_cents)}
          </Text>
        </div>
        <Text size="sm" fw={500} ta="right" style={{ whiteSpace: 'nowrap' }}>
          {total !== null
            ? `${count(sold)}/${count(total)}`
            : sold === 0
              ? 'Ainda nenhum vendido'
              : soldLabel(sold)}
        </Text>
      </Group>
      {total !== null && (
        <Progress
          value={percentSold(sold, total)}
          size="sm"
          color={sold >= total ? 'red' : undefined}
          aria-label={`${type.nome}: ${percentSold(sold, total)}% vendido`}
        />
      )}
    </Stack>
  );
}

export function TicketsCard({
  tickets,
  types,
}: {
  tickets: EventDashboard['ingressos'];
  types: TicketTypeSummary[];
}) {
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Stack gap="md">
        <Text fw={600}>Ingressos vendidos</Text>
        <SimpleGrid cols={3} spacing="xs">
          <Figure label="Vendidos" value={tickets.vendidos} testId="tickets-sold" />
          <Figure label="Disponíveis" value={tickets.disponiveis} testId="tickets-available" />
          <Figure label="Total" value={tickets.total} testId="tickets-total" />
        </SimpleGrid>
        <Stack gap={4}>
          <Progress
            value={tickets.percentual_vendido}
            size="lg"
            aria-label={`${tickets.percentual_vendido}% vendido`}
          />
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed" data-testid="tickets-percent">
              {tickets.percentual_vendido}% vendido
            </Text>
            {tickets.reservados > 0 && (
              <Text size="xs" c="dimmed">
                {count(tickets.reservados)} {tickets.reservados === 1 ? 'reservado' : 'reservados'} aguardando
                PIX
              </Text>
            )}
          </Group>
        </Stack>
        {types.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nenhum tipo de ingresso cadastrado.
          </Text>
        ) : (
          <Stack gap="md">
            {types.map((type) => (
              <TicketTypeRow key={type.id} type={type} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
