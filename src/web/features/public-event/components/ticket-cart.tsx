import { ActionIcon, Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconMinus, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import type {
  PublicEvent,
  PublicTicketType,
  TicketSaleStatus,
  ValidateCouponResult,
} from '../../../../domain/contracts/public-event.ts';
import { formatDateTimeBR } from '../../../../domain/dates.ts';
import { ERROR_MESSAGES } from '../../../../domain/errors.ts';
import { formatBRL } from '../../../../domain/money.ts';
import { ORDER_LIMIT_MESSAGES } from '../../../../domain/order-limits.ts';
import { countOfTicketType, type ParticipantStack } from '../../../../domain/participant-stack.ts';
import type { OrderTotals } from '../../../../domain/pricing.ts';
import { UNLIMITED } from '../../../../domain/ticket-limits.ts';
import type { CallToAction } from '../lib/call-to-action.ts';
import { canChangeTicketQuantity, cartCouponItems, maxQuantityFor, orderCapReached } from '../lib/cart.ts';
import { TotalsRows } from './order-summary.tsx';

// The coupon field's code (the validation call, its messages) loads when the cart shows it: on a
// phone, when the buyer opens the cart, not with the event page (docs/performance.md).
const CouponInput = lazy(async () => ({ default: (await import('./coupon-input.tsx')).CouponInput }));
/** Holds the field's height while it loads, so the totals below do not jump. */
const COUPON_FIELD_HEIGHT = 36;

const STATUS_LABELS: Record<Exclude<TicketSaleStatus, 'on_sale'>, string> = {
  sold_out: 'Esgotado',
  not_started: 'Vendas não iniciadas',
  ended: 'Vendas encerradas',
};

export function nextButtonLabel(needsApproval: boolean): string {
  return needsApproval ? 'Continuar para Pré Inscrição(ões)' : 'Continuar para Formulário';
}

function TicketRow({
  event,
  ticket,
  stack,
  onQuantityChange,
}: {
  event: PublicEvent;
  ticket: PublicTicketType;
  stack: ParticipantStack;
  onQuantityChange: (ticketTypeId: number, quantity: number) => void;
}) {
  const quantity = countOfTicketType(stack, ticket.id);
  const canChange = canChangeTicketQuantity(event, ticket);
  const max = maxQuantityFor(event, ticket, stack);
  const unavailable = !event.participants_need_approval && ticket.status !== 'on_sale';
  const atMax = quantity >= max;
  const isOrderFull = orderCapReached(event, stack) !== null;
  return (
    <Stack gap={6} data-testid={`ticket-${ticket.id}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{ticket.nome}</Text>
          {ticket.descricao && (
            <Text size="xs" c="dimmed">
              {ticket.descricao}
            </Text>
          )}
          <Text size="sm" fw={500} c={ticket.preco_cents === 0 ? 'green' : undefined}>
            {ticket.preco_cents === 0 ? 'Gratuito' : formatBRL(ticket.preco_cents)}
          </Text>
        </div>
        <Group gap={6} wrap="nowrap">
          {/* 44 px: a finger's target (issue 22: the 28 px ones were missed on phones). */}
          <ActionIcon
            size="xl"
            variant="default"
            aria-label={`Diminuir quantidade de ${ticket.nome}`}
            disabled={!canChange || quantity === 0}
            onClick={() => onQuantityChange(ticket.id, quantity - 1)}
          >
            <IconMinus size={16} />
          </ActionIcon>
          <Text w={28} ta="center" fw={600} aria-label={`Quantidade de ${ticket.nome}`} aria-live="polite">
            {quantity}
          </Text>
          <ActionIcon
            size="xl"
            variant="default"
            aria-label={`Aumentar quantidade de ${ticket.nome}`}
            disabled={!canChange || atMax}
            onClick={() => onQuantityChange(ticket.id, quantity + 1)}
          >
            <IconPlus size={16} />
          </ActionIcon>
        </Group>
      </Group>
      {unavailable &&
        (ticket.esgotado_no_momento ? (
          // Places only held by unpaid PIX orders: they may come back (issue 17 item 3).
          <Badge color="orange" variant="light" w="fit-content">
            {ORDER_LIMIT_MESSAGES.soldOutForNowLabel}
          </Badge>
        ) : (
          <Badge color={ticket.status === 'sold_out' ? 'red' : 'gray'} variant="light" w="fit-content">
            {STATUS_LABELS[ticket.status as Exclude<TicketSaleStatus, 'on_sale'>]}
          </Badge>
        ))}
      {unavailable && ticket.status === 'not_started' && ticket.start_date && (
        <Text size="xs" c="dimmed">
          Vendas a partir de {formatDateTimeBR(new Date(ticket.start_date))}
        </Text>
      )}
      {!unavailable && canChange && atMax && quantity > 0 && max !== UNLIMITED && !isOrderFull && (
        <Text size="xs" c="orange">
          Quantidade máxima disponível para este pedido: {max}
        </Text>
      )}
    </Stack>
  );
}

/** The side cart of spec §2: quantities, coupon, totals and the button to the forms. */
export function TicketCart({
  event,
  cta,
  stack,
  totals,
  coupon,
  onQuantityChange,
  onApplyCoupon,
  onRemoveCoupon,
  onNext,
}: {
  event: PublicEvent;
  cta: CallToAction;
  stack: ParticipantStack;
  totals: OrderTotals;
  coupon: ValidateCouponResult | null;
  onQuantityChange: (ticketTypeId: number, quantity: number) => void;
  onApplyCoupon: (coupon: ValidateCouponResult) => void;
  onRemoveCoupon: () => void;
  onNext: () => void;
}) {
  const hasPaidTickets = event.tipos_ingresso.some((ticket) => ticket.preco_cents > 0);
  // The status (a preview, closed sales, a cancellation) stops approval events' sign-ups too.
  const nothingOnSale =
    event.aviso_status !== null || (!event.participants_need_approval && !event.inscricoes_abertas);
  const orderCap = orderCapReached(event, stack);
  const showCoupon = hasPaidTickets && !event.participants_need_approval && !nothingOnSale;
  const showTotals = !event.participants_need_approval && stack.entries.length > 0;
  return (
    <Paper withBorder p="md" component="section" aria-label="Ingressos">
      <Title order={2} size="h4" mb="md">
        Ingressos
      </Title>
      {event.tipos_ingresso.length === 0 && (
        <Text size="sm" c="dimmed">
          Nenhum ingresso disponível.
        </Text>
      )}
      <Stack gap="md">
        {event.tipos_ingresso.map((ticket) => (
          <TicketRow
            key={ticket.id}
            event={event}
            ticket={ticket}
            stack={stack}
            onQuantityChange={onQuantityChange}
          />
        ))}
      </Stack>
      {orderCap && (
        <Text size="sm" c="orange.8" fw={500} mt="md" role="status">
          {orderCap}
        </Text>
      )}
      {nothingOnSale &&
        // Not open yet is not closed: say when instead of a red "fechadas" that reads as broken.
        // The lifecycle's notice (a preview, closed sales, a cancellation) comes first; then sold out
        // with places held by unpaid PIX orders: they may come back (issue 17 item 3).
        (event.aviso_status ? (
          <Text size="sm" c="dimmed" fw={500} mt="md" role="status">
            {event.aviso_status}
          </Text>
        ) : event.esgotado_no_momento ? (
          <Text size="sm" c="orange.8" fw={500} mt="md" role="status">
            {ORDER_LIMIT_MESSAGES.soldOutForNow}
          </Text>
        ) : event.vendas_abrem_em ? (
          <Text size="sm" c="blue.8" fw={500} mt="md" role="status">
            {ERROR_MESSAGES.salesOpenAt(formatDateTimeBR(new Date(event.vendas_abrem_em)))}
          </Text>
        ) : (
          <Text size="sm" c="red" mt="md" role="status">
            {ERROR_MESSAGES.eventClosed}
          </Text>
        ))}
      {event.participants_need_approval && !nothingOnSale && event.tipos_ingresso.length > 0 && (
        <Text size="sm" c="dimmed" mt="md">
          Este evento seleciona os participantes. A pré-inscrição não tem custo: o valor do ingresso só é pago
          se você for selecionado.
        </Text>
      )}
      {showCoupon && (
        <>
          <Divider my="md" />
          <Suspense fallback={<div style={{ minHeight: COUPON_FIELD_HEIGHT }} />}>
            <CouponInput
              eventId={event.id}
              subtotalCents={totals.subtotalCents}
              items={cartCouponItems(totals)}
              applied={coupon}
              onApply={onApplyCoupon}
              onRemove={onRemoveCoupon}
            />
          </Suspense>
        </>
      )}
      {showTotals && (
        <>
          <Divider my="md" />
          <TotalsRows totals={totals} couponCode={coupon?.code ?? null} />
        </>
      )}
      {cta.kind === 'open' ? (
        <Button
          fullWidth
          mt="md"
          rightSection={<IconArrowRight size={16} />}
          disabled={stack.entries.length === 0}
          onClick={onNext}
        >
          {nextButtonLabel(event.participants_need_approval)}
        </Button>
      ) : (
        // The truth instead of a "Continuar" that can never be enabled (issue 11 item 2).
        <Button fullWidth mt="md" disabled>
          {cta.label}
        </Button>
      )}
    </Paper>
  );
}
