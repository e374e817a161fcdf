// The extrato's lines: a table from tablets up, one card per payment on a phone (390 px), with the
// same figures: what the gateway charged and when the money is the organiser's.
import { Badge, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { StatementLine } from '../../../../domain/contracts/gateway-statement.ts';
import { formatDateTimeBR, isoToBrDate } from '../../../../domain/dates.ts';
import { paymentMethodLabel, type StatementStatus } from '../../../../domain/gateway-statement.ts';
import { formatBRL } from '../../../../domain/money.ts';

const STATUS_COLORS: Record<StatementStatus, string> = {
  liberado: 'teal',
  a_liberar: 'orange',
  estornado: 'gray',
};

/** "Liberado", "A liberar em 03/04/2026" (with "prev." when Catraca estimated it), "Estornado". */
export function statusText(line: StatementLine): string {
  if (line.status === 'estornado') return 'Estornado';
  if (line.status === 'liberado') return 'Liberado';
  return `A liberar em ${isoToBrDate(line.liberacao)}${line.liberacao_estimada ? ' (prev.)' : ''}`;
}

function StatusBadge({ line }: { line: StatementLine }) {
  return (
    <Badge color={STATUS_COLORS[line.status]} variant="light" tt="none" data-testid="statement-status">
      {statusText(line)}
    </Badge>
  );
}

const fee = (line: StatementLine) =>
  line.taxa_gateway_cents === null ? '—' : `−${formatBRL(line.taxa_gateway_cents)}`;
const refunded = (line: StatementLine) =>
  line.estornado_cents > 0 ? `−${formatBRL(line.estornado_cents)}` : '—';
const paidAt = (line: StatementLine) => formatDateTimeBR(new Date(line.pago_em)).replace(' às ', ' ');

function LineCard({ line }: { line: StatementLine }) {
  const figure = (label: string, value: string, strong = false) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </div>
  );
  return (
    <Paper withBorder radius="md" p="sm" data-testid="statement-line">
      <Stack gap={6}>
        <div>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {line.comprador}
          </Text>
          <Text size="xs" c="dimmed">
            {paidAt(line)} · Pedido {line.pedido} · {paymentMethodLabel(line.metodo, line.parcelas)}
          </Text>
        </div>
        <SimpleGrid cols={2} spacing={6} verticalSpacing={4}>
          {figure('Bruto', formatBRL(line.bruto_cents))}
          {figure('Taxa da operadora', fee(line))}
          {figure('Estornado', refunded(line))}
          {figure('Líquido', formatBRL(line.liquido_cents), true)}
        </SimpleGrid>
        <div>
          <StatusBadge line={line} />
        </div>
      </Stack>
    </Paper>
  );
}

export function StatementLines({ lines }: { lines: StatementLine[] }) {
  if (lines.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="statement-empty">
        Nenhum pagamento neste período.
      </Text>
    );
  }
  return (
    <>
      <Stack gap="xs" hiddenFrom="md">
        {lines.map((line) => (
          <LineCard key={line.id} line={line} />
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={900} visibleFrom="md">
        <Table striped highlightOnHover verticalSpacing="xs" data-testid="statement-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Pago em</Table.Th>
              <Table.Th>Pedido</Table.Th>
              <Table.Th>Comprador</Table.Th>
              <Table.Th>Forma</Table.Th>
              <Table.Th ta="right">Bruto</Table.Th>
              <Table.Th ta="right">Taxa da operadora</Table.Th>
              <Table.Th ta="right">Estornado</Table.Th>
              <Table.Th ta="right">Líquido</Table.Th>
              <Table.Th>Liberação</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.id} data-testid="statement-row">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{paidAt(line)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.pedido}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.comprador}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {paymentMethodLabel(line.metodo, line.parcelas)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatBRL(line.bruto_cents)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {fee(line)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {refunded(line)}
                </Table.Td>
                <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatBRL(line.liquido_cents)}
                </Table.Td>
                <Table.Td>
                  <StatusBadge line={line} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
