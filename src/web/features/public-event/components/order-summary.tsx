import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicTicketType, RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import { formatBRL, parseMoney } from '../../../../domain/money.ts';
import type { OrderTotals } from '../../../../domain/pricing.ts';

function Row({
  label,
  value,
  strong,
  color,
}: {
  label: string;
  value: string;
  strong?: boolean;
  color?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} c={color} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** Subtotal, discount and total of the cart (a preview; the server's numbers are charged). */
export function TotalsRows({ totals, couponCode }: { totals: OrderTotals; couponCode: string | null }) {
  return (
    <Stack gap={4} aria-label="Totais do pedido">
      {totals.discountCents > 0 && (
        <>
          <Row label="Subtotal" value={formatBRL(totals.subtotalCents)} />
          <Row
            label={`Desconto (${couponCode ?? 'cupom'})`}
            value={`- ${formatBRL(totals.discountCents)}`}
            color="green"
          />
        </>
      )}
      <Row label="Total" value={totals.isFree ? 'Gratuito' : formatBRL(totals.amountDueCents)} strong />
    </Stack>
  );
}

/**
 * An approval event's summary (issue 11 item 1): nothing is charged now, so no "Total" and no
 * "compra"; the price is what will be due if the organiser selects the participant.
 */
function PreRegistrationSummary({ names, totals }: { names: Map<number, string>; totals: OrderTotals }) {
  return (
    <Paper withBorder p="md" component="section" aria-label="Resumo da pré-inscrição">
      <Title order={2} size="h4" mb="sm">
        Resumo da pré-inscrição
      </Title>
      <Stack gap={4}>
        {totals.lines.map((line) => (
          <Row
            key={line.ticketTypeId}
            label={`${line.quantity}x ${names.get(line.ticketTypeId) ?? 'Ingresso'}`}
            value={line.lineTotalCents === 0 ? 'Gratuito' : formatBRL(line.lineTotalCents)}
          />
        ))}
      </Stack>
      <Divider my="sm" />
      <Row label="Cobrado agora" value={formatBRL(0)} strong />
      {totals.amountDueCents > 0 && (
        <Row label="Valor se selecionado" value={formatBRL(totals.amountDueCents)} />
      )}
      <Text size="xs" c="dimmed" mt="sm">
        A pré-inscrição não tem custo. O pagamento só é pedido se o organizador selecionar você: o link e o
        prazo chegam por e-mail.
      </Text>
    </Paper>
  );
}

/** The read-only purchase summary that replaces the cart on the form and payment-method steps. */
export function OrderSummary({
  tickets,
  totals,
  couponCode,
  needsApproval = false,
}: {
  tickets: readonly PublicTicketType[];
  totals: OrderTotals;
  couponCode: string | null;
  needsApproval?: boolean;
}) {
  const names = new Map(tickets.map((ticket) => [ticket.id, ticket.nome]));
  if (needsApproval) return <PreRegistrationSummary names={names} totals={totals} />;
  return (
    <Paper withBorder p="md" component="section" aria-label="Resumo da compra">
      <Title order={2} size="h4" mb="sm">
        Resumo da compra
      </Title>
      <Stack gap={4}>
        {totals.lines.map((line) => (
          <Row
            key={line.ticketTypeId}
            label={`${line.quantity}x ${names.get(line.ticketTypeId) ?? 'Ingresso'}`}
            value={line.lineTotalCents === 0 ? 'Gratuito' : formatBRL(line.lineTotalCents)}
          />
        ))}
      </Stack>
      <Divider my="sm" />
      <TotalsRows totals={totals} couponCode={couponCode} />
    </Paper>
  );
}

function reais(value: number): string {
  return formatBRL(parseMoney(value) ?? 0);
}

/** The order as the server recorded it (PIX step). */
export function RegistrationSummary({ result }: { result: RegistrationResult }) {
  return (
    <Paper withBorder p="md" component="section" aria-label="Resumo do pedido">
      <Title order={2} size="h4" mb="sm">
        Resumo do pedido
      </Title>
      <Stack gap={4}>
        {result.ingressos.map((line) => (
          <Row
            key={line.tipo_ingresso}
            label={`${line.quantidade}x ${line.tipo_ingresso}`}
            value={reais(line.valor_total)}
          />
        ))}
        {result.cupom && (
          <Row
            label={`Desconto (${result.cupom.codigo})`}
            value={`- ${reais(result.cupom.desconto_aplicado)}`}
            color="green"
          />
        )}
      </Stack>
      <Divider my="sm" />
      <Row label="Total" value={formatBRL(result.valor_total_cents)} strong />
    </Paper>
  );
}
