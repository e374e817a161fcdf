// The money cards (spec §2 Dashboard): Bruto, the fees (the gateway's as it reported them, and the
// platform's), Líquido, Recebido and Pendente by the gateway's release dates. Every figure is the
// server's (docs/money.md); the browser only formats centavos.
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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

export function MoneyCards({
  money,
  statementHref,
}: {
  money: EventDashboard['resumo_financeiro'];
  /** The extrato (one line per payment), linked from the cards. */
  statementHref: string;
}) {
  const fee = money.taxa_plataforma;
  const next = money.proximo_recebimento;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
        <MoneyCard
          id="bruto"
          label="Bruto"
          cents={money.valor_bruto_cents}
          color="indigo"
          explanation="Total pago pelos compradores nos pedidos confirmados, sem o que foi estornado ou está em contestação."
        >
          {plural(money.vendas_pagas, 'venda paga', 'vendas pagas')}
          {money.estornado_cents > 0 && (
            <span data-testid="money-estornado"> · {formatBRL(money.estornado_cents)} estornados</span>
          )}
        </MoneyCard>
        <MoneyCard
          id="taxas"
          label="Taxas"
          cents={money.taxas_operadora_cents + fee.valor_cents}
          color="grape"
          explanation="O que a operadora de pagamento informou ter cobrado em cada pagamento, mais a taxa da plataforma."
        >
          <span data-testid="gateway-fees">Taxas da operadora: {formatBRL(money.taxas_operadora_cents)}</span>
          <br />
          <span data-testid="platform-fee">
            Taxa da plataforma: {fee.descricao} ({formatBRL(fee.valor_cents)})
          </span>
        </MoneyCard>
        <MoneyCard
          id="liquido"
          label="Líquido"
          cents={money.valor_liquido_cents}
          color="blue"
          explanation="Bruto menos as taxas da operadora e a taxa da plataforma."
        >
          Bruto − taxas
        </MoneyCard>
        <MoneyCard
          id="recebido"
          label="Recebido"
          cents={money.recebido_cents}
          color="teal"
          explanation="Já liberado na sua conta, na data informada pela operadora (PIX na hora; cartão na data de liberação)."
        >
          Já liberado pela operadora
        </MoneyCard>
        <MoneyCard
          id="pendente"
          label="Pendente"
          cents={money.pendente_cents}
          color="orange"
          explanation="A liberar: pagamentos cuja data de liberação ainda não chegou. Sem data informada, a estimativa: cartão 30 dias por parcela."
        >
          {next
            ? `A liberar · próxima em ${isoToBrDate(next.data)}: ${formatBRL(next.valor_cents)}`
            : 'Nada a liberar'}
        </MoneyCard>
      </SimpleGrid>
      <Group justify="flex-end">
        <Anchor component={Link} to={statementHref} size="sm" fw={600} data-testid="statement-link">
          Ver extrato por pagamento →
        </Anchor>
      </Group>
    </Stack>
  );
}
