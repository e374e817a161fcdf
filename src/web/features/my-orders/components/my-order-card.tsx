import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { MyOrder } from '../../../../domain/contracts/my-orders.ts';
import { formatDateTimeBR } from '../../../../domain/dates.ts';
import { formatBRL } from '../../../../domain/money.ts';
import { MY_ORDER_STATE_COLORS, MY_ORDER_STATE_LABELS } from '../../../../domain/my-orders.ts';
import { plural } from '../../../../domain/plural.ts';

/** What the order costs; a pre-registration is charged only once selected. */
function amountText(order: MyOrder): string {
  if (order.total_cents === 0) return 'Gratuito';
  const amount = formatBRL(order.total_cents);
  if (order.situacao === 'em_analise') return `${amount} se for selecionado`;
  if (order.situacao === 'selecionado') return `${amount} a pagar`;
  return amount;
}

/**
 * One order or pre-registration: what it is, its situation, and links to what already exists for
 * it (vouchers, receipts, the order page where the lifecycle's actions live, the candidate page).
 */
export function MyOrderCard({ order }: { order: MyOrder }) {
  const amount = amountText(order);
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="my-order">
      <Stack gap="sm">
        <div>
          <Badge variant="light" color={MY_ORDER_STATE_COLORS[order.situacao]} mb={6}>
            {MY_ORDER_STATE_LABELS[order.situacao]}
          </Badge>
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {order.evento.nome}
          </Title>
          <Text size="sm">{formatDateTimeBR(new Date(order.evento.data_inicio))}</Text>
        </div>
        <Text size="sm" c="dimmed">
          {order.tipo === 'pre_inscricao' ? 'Pré-inscrição' : 'Pedido'} {order.codigo} ·{' '}
          {plural(order.participantes, 'participante', 'participantes')} · {amount} · feito em{' '}
          {formatDateTimeBR(new Date(order.criado_em))}
        </Text>
        {order.cancelavel_ate && (
          <Text size="sm">
            Você pode cancelar este pedido até {formatDateTimeBR(new Date(order.cancelavel_ate))}, na página
            do pedido.
          </Text>
        )}
        <Group gap="xs">
          {order.ingressos_url && (
            <Button component="a" href={order.ingressos_url} size="sm" h={44}>
              Baixar ingressos
            </Button>
          )}
          {order.pedido_url && (
            <Button component={Link} to={order.pedido_url} variant="light" size="sm" h={44}>
              {order.cancelavel_ate ? 'Ver pedido ou cancelar' : 'Ver pedido'}
            </Button>
          )}
          {order.pre_inscricao_url && (
            <Button component={Link} to={order.pre_inscricao_url} variant="light" size="sm" h={44}>
              Acompanhar pré-inscrição
            </Button>
          )}
        </Group>
        {(order.recibos.length > 0 || order.evento.url) && (
          <Group gap="md">
            {order.recibos.map((receipt) => (
              <Anchor key={receipt.url} href={receipt.url} size="sm" underline="always" py={6}>
                {receipt.rotulo}
              </Anchor>
            ))}
            {order.evento.url && (
              <Anchor component={Link} to={order.evento.url} size="sm" underline="always" py={6}>
                Página do evento
              </Anchor>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
