// One coupon: its code, discount, uses against the limit, minimum and validity, with the
// active/inactive button, edit and delete.
import { ActionIcon, Badge, Button, Card, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import type { CouponView } from '../../../../domain/contracts/coupons.ts';
import { isoToBrDate } from '../../../../domain/dates.ts';
import { formatBRL } from '../../../../domain/money.ts';
import type { CouponTicketOption } from './coupon-sections.tsx';

const brDateTime = (text: string) => {
  const [date = '', time = ''] = text.split(' ');
  return `${isoToBrDate(date)} ${time}`;
};

export function describeDiscount(coupon: CouponView): string {
  return coupon.tipo === 'percentual'
    ? `${coupon.valor}% de desconto`
    : `${formatBRL(Math.round(coupon.valor * 100))} de desconto`;
}

export function describeUses(coupon: CouponView): string {
  const uses = `${coupon.usos} ${coupon.usos === 1 ? 'uso' : 'usos'}`;
  return coupon.limite === null ? `${uses} · ilimitado` : `${coupon.usos} / ${coupon.limite} usos`;
}

/** "Todos os ingressos", or the names of the ones the coupon is limited to (ADR 0425). */
export function describeTicketTypes(coupon: CouponView, tickets: readonly CouponTicketOption[]): string {
  if (coupon.tipos_ingresso_ids.length === 0) return 'Todos os ingressos';
  const names = coupon.tipos_ingresso_ids.map(
    (id) => tickets.find((t) => t.id === id)?.nome ?? `Ingresso #${id}`,
  );
  return `Só para: ${names.join(', ')}`;
}

function describeValidity(coupon: CouponView): string {
  const start = coupon.dataInicio ? `De ${brDateTime(coupon.dataInicio)}` : 'Sem data de início';
  const end = coupon.dataFim ? `até ${brDateTime(coupon.dataFim)}` : 'sem data de fim';
  return `${start} · ${end}`;
}

interface Props {
  coupon: CouponView;
  /** The event's ticket types, to name the ones a limited coupon applies to. */
  tickets: readonly CouponTicketOption[];
  /** This card's toggle is the one in flight. */
  toggling: boolean;
  /** Another toggle is in flight: one at a time (§4). */
  toggleLocked: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function CouponCard({ coupon, tickets, toggling, toggleLocked, onToggle, onEdit, onDelete }: Props) {
  const usedUp = coupon.limite !== null && coupon.usos >= coupon.limite;
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`coupon-${coupon.codigo}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} miw={0}>
            <Text fw={700} size="lg" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {coupon.codigo}
            </Text>
            <Text size="sm" c="dimmed">
              {describeDiscount(coupon)}
            </Text>
          </Stack>
          <Badge color={coupon.ativo ? 'green' : 'gray'} variant="light">
            {coupon.ativo ? 'Ativo' : 'Inativo'}
          </Badge>
        </Group>
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm">Usos</Text>
            <Text size="sm" fw={600} c={usedUp ? 'red' : undefined}>
              {describeUses(coupon)}
            </Text>
          </Group>
          {coupon.limite !== null && (
            <Progress
              value={Math.min(100, (coupon.usos / coupon.limite) * 100)}
              color={usedUp ? 'red' : 'blue'}
              aria-label={`${coupon.usos} de ${coupon.limite} usos`}
            />
          )}
        </Stack>
        <Text size="sm" c="dimmed">
          {coupon.min_value > 0
            ? `Pedido mínimo: ${formatBRL(Math.round(coupon.min_value * 100))}`
            : 'Sem mínimo'}
        </Text>
        <Text size="sm" c="dimmed">
          {describeValidity(coupon)}
        </Text>
        {coupon.tipos_ingresso_ids.length > 0 && (
          <Text size="sm" fw={500} data-testid="coupon-ticket-types">
            {describeTicketTypes(coupon, tickets)}
          </Text>
        )}
        <Group justify="space-between" mt="auto" pt="xs">
          <Button
            size="xs"
            variant="light"
            color={coupon.ativo ? 'gray' : 'green'}
            leftSection={coupon.ativo ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
            loading={toggling}
            disabled={toggleLocked && !toggling}
            onClick={onToggle}
          >
            {coupon.ativo ? 'Desativar' : 'Ativar'}
          </Button>
          <Group gap="xs">
            <Tooltip label="Editar">
              <ActionIcon variant="subtle" aria-label={`Editar cupom ${coupon.codigo}`} onClick={onEdit}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Excluir">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Excluir cupom ${coupon.codigo}`}
                onClick={onDelete}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
