// The extrato's totals over every line the filters match (not only the page): Bruto − Estornado −
// Taxas da operadora = Líquido = Liberado + A liberar, as the server computed them.
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { GatewayStatement } from '../../../../domain/contracts/gateway-statement.ts';
import { isoToBrDate } from '../../../../domain/dates.ts';
import { formatBRL } from '../../../../domain/money.ts';

function Total({ id, label, value, note }: { id: string; label: string; value: string; note?: string }) {
  return (
    <div data-testid={`statement-total-${id}`}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text
        fw={700}
        fz={{ base: 'md', sm: 'lg' }}
        style={{ whiteSpace: 'nowrap' }}
        data-testid={`statement-total-${id}-value`}
      >
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </div>
  );
}

export function StatementTotals({ totals }: { totals: GatewayStatement['totais'] }) {
  const next = totals.proxima_liberacao;
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" verticalSpacing="sm">
        <Total
          id="bruto"
          label="Bruto"
          value={formatBRL(totals.bruto_cents)}
          note={`${totals.quantidade} pagamentos`}
        />
        <Total id="estornado" label="Estornado" value={`−${formatBRL(totals.estornado_cents)}`} />
        <Total id="taxas" label="Taxas da operadora" value={`−${formatBRL(totals.taxa_gateway_cents)}`} />
        <Total id="liquido" label="Líquido" value={formatBRL(totals.liquido_cents)} />
        <Total id="liberado" label="Liberado" value={formatBRL(totals.liberado_cents)} />
        <Total
          id="a-liberar"
          label="A liberar"
          value={formatBRL(totals.a_liberar_cents)}
          note={next ? `Próxima: ${isoToBrDate(next.data)} · ${formatBRL(next.valor_cents)}` : undefined}
        />
      </SimpleGrid>
    </Paper>
  );
}
