// The four money cards (spec §2 Dashboard). Every figure is the server's (docs/money.md); the
// browser only formats centavos.
import { Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import type { EventDashboard } from '../../../../domain/contracts/event-dashboard.ts';
import { isoToBrDate } from '../../../../domain/dates.ts';
import { formatBRL } from '../../../../domain/money.ts';
import { plural } from '../../../../domain/plural.ts';

function MoneyCard({
  id,
  label,
  cents,
  color,
  explanation,
  children,
}: {
  id: string;
  label: string;
  cents: number;
  color: string;
  explanation: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid={`money-${id}`}
      style={{ borderTop: `4px solid var(--mantine-color-${color}-6)` }}
    >
      <Stack gap={4}>
        <Tooltip label={explanation} multiline w={260} withArrow>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ cursor: 'help', width: 'fit-content' }}>
            {label}
          </Text>
        </Tooltip>
        <Text
          fz={{ base: 'lg', sm: 24 }}
          fw={700}
          data-testid={`money-${id}-value`}
          style={{ whiteSpace: 'nowrap' }}
        >
          {formatBRL(cents)}
        </Text>
        <Text size="xs" c="dimmed">
          {children}
        </Text>
      </Stack>
    </Paper>
  );
}

export function MoneyCards({ money }: { money: EventDashboard['resumo_financeiro'] }) {
  const fee = money.taxa_plataforma;
  const next = money.proximo_recebimento;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <MoneyCard
        id="bruto"
        label="Bruto"
        cents={money.valor_bruto_cents}
        color="indigo"
        explanation="Total pago pelos compradores nos pedidos confirmados, sem os ingressos estornados."
      >
        {plural(money.vendas_pagas, 'venda paga', 'vendas pagas')}
      </MoneyCard>
      <MoneyCard
        id="liquido"
        label="Líquido"
        cents={money.valor_liquido_cents}
        color="blue"
        explanation="Bruto menos a taxa da plataforma, cobrada em cada pedido pago."
      >
        <span data-testid="platform-fee">
          Taxa da plataforma: {fee.descricao} (−{formatBRL(fee.valor_cents)})
        </span>
      </MoneyCard>
      <MoneyCard
        id="recebido"
        label="Recebido"
        cents={money.recebido_cents}
        color="teal"
        explanation="Já disponível: PIX no dia do pagamento; cartão, cada parcela 30 dias após a anterior."
      >
        PIX na hora · cartão a cada 30 dias
      </MoneyCard>
      <MoneyCard
        id="pendente"
        label="Pendente"
        cents={money.pendente_cents}
        color="orange"
        explanation="Parcelas de cartão de crédito que ainda não chegaram ao dia de recebimento."
      >
        {next
          ? `Próximo: ${isoToBrDate(next.data)} · ${formatBRL(next.valor_cents)}`
          : 'Nenhuma parcela a receber'}
      </MoneyCard>
    </SimpleGrid>
  );
}
