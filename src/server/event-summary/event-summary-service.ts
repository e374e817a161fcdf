// The Resumo of one event (spec §2 Dashboard, §3 dashboard response): the organiser's money,
// tickets, counts, daily sales and what needs attention. The event comes from the guard
// (OwnedEvent), so ownership is settled before anything is read.
import { CANDIDATE_DB_STATUSES } from '../../domain/candidate-status.ts';
import type { AttentionItem, EventDashboard } from '../../domain/contracts/event-dashboard.ts';
import { toInstant, toLocalParts } from '../../domain/dates.ts';
import {
  fillSalesDays,
  percentSold,
  remainingIfAlmostSoldOut,
  SALES_CHART_MAX_DAYS,
} from '../../domain/event-dashboard.ts';
import { addDays, describePlatformFee, type PlatformFee, summariseMoney } from '../../domain/event-money.ts';
import { isConfirmed, PARTICIPANT_STATUSES } from '../../domain/participant-status.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import {
  readCandidateCounts,
  readEventCounts,
  readParticipantBreakdown,
  readSaleGroups,
  readTicketsByDay,
  readTicketTypes,
  type TicketTypeRow,
} from './event-summary-queries.ts';

export function platformFeeOf(config: AppConfig): PlatformFee {
  return { percentBasisPoints: config.PLATFORM_FEE_PERCENT, fixedCents: config.PLATFORM_FEE_FIXED_CENTS };
}

const toReais = (cents: number) => cents / 100;

export async function getEventDashboard(
  ctx: AppContext,
  event: OwnedEvent,
  publicLink: string,
  now = new Date(),
): Promise<EventDashboard> {
  const today = toLocalParts(now).date;
  const [sales, ticketsByDay, types, participantRows, candidateRows, counts] = await Promise.all([
    readSaleGroups(ctx.db, event.id),
    readTicketsByDay(ctx.db, event.id, toInstant(addDays(today, -SALES_CHART_MAX_DAYS), '00:00')),
    readTicketTypes(ctx.db, event.id),
    readParticipantBreakdown(ctx.db, event.id),
    event.needsApproval ? readCandidateCounts(ctx.db, event.id) : Promise.resolve(null),
    readEventCounts(ctx.db, event.id, now),
  ]);
  const fee = platformFeeOf(ctx.config);
  const money = summariseMoney(sales, fee, today);
  const kept = sales.filter((sale) => sale.keptCents > 0);

  const byStatus = Object.fromEntries(PARTICIPANT_STATUSES.map((status) => [status, 0])) as Record<
    (typeof PARTICIPANT_STATUSES)[number],
    number
  >;
  let present = 0;
  const confirmedByType = new Map<number, number>();
  for (const row of participantRows) {
    if (row.status in byStatus) byStatus[row.status as keyof typeof byStatus] += row.n;
    present += row.present;
    if (isConfirmed(row.status)) {
      confirmedByType.set(row.ticketTypeId, (confirmedByType.get(row.ticketTypeId) ?? 0) + row.n);
    }
  }
  const sold = byStatus.pago + byStatus.isento;
  const reserved = Math.max(0, event.placesTaken - sold);

  return {
    evento: {
      id: event.id,
      nome: event.name,
      slug: event.slug,
      link: publicLink,
      data_inicio: event.startsAt.toISOString(),
      data_fim: event.endsAt.toISOString(),
      participants_need_approval: event.needsApproval,
    },
    resumo_financeiro: {
      valor_bruto: toReais(money.grossCents),
      valor_liquido: toReais(money.netCents),
      recebido: toReais(money.receivedCents),
      pendente: toReais(money.pendingCents),
      valor_bruto_cents: money.grossCents,
      valor_liquido_cents: money.netCents,
      recebido_cents: money.receivedCents,
      pendente_cents: money.pendingCents,
      taxas_operadora_cents: money.gatewayFeeCents,
      estornado_cents: money.refundedCents,
      taxa_plataforma: {
        percentual: fee.percentBasisPoints / 100,
        fixo_cents: fee.fixedCents,
        descricao: describePlatformFee(fee),
        valor_cents: money.feeCents,
      },
      proximo_recebimento: money.nextSettlement
        ? { data: money.nextSettlement.day, valor_cents: money.nextSettlement.amountCents }
        : null,
      // Sales whose every ticket was refunded count for nothing, not even the fee.
      vendas_pagas: kept.reduce((sum, sale) => sum + sale.count, 0),
      vendas_cartao: kept.reduce((sum, sale) => sum + (sale.method === 'credit_card' ? sale.count : 0), 0),
    },
    resumo_ingressos: types.map((type) => ({
      id: type.id,
      nome: type.name,
      preco: toReais(type.priceCents),
      preco_cents: type.priceCents,
      quantidade_participantes: confirmedByType.get(type.id) ?? 0,
      quantidade_total: type.quantity,
    })),
    ingressos: {
      vendidos: sold,
      disponiveis: Math.max(0, event.capacity - event.placesTaken),
      reservados: reserved,
      total: event.capacity,
      percentual_vendido: percentSold(sold, event.capacity),
    },
    participantes: {
      total: participantRows.reduce((sum, row) => sum + row.n, 0),
      por_status: byStatus,
      presentes: present,
    },
    candidatos: candidateRows
      ? (Object.fromEntries(
          CANDIDATE_DB_STATUSES.map((status) => [
            status,
            candidateRows.find((row) => row.status === status)?.n ?? 0,
          ]),
        ) as Record<(typeof CANDIDATE_DB_STATUSES)[number], number>)
      : null,
    cupons: { total: counts.coupons, ativos: counts.activeCoupons, usos: counts.couponUses },
    formulario_personalizado: { campos: counts.formFields },
    vendas_por_dia: dailySales(sales, ticketsByDay, today),
    atencao: attentionItems(
      counts,
      types,
      candidateRows?.find((row) => row.status === 'pre_inscrito')?.n ?? 0,
    ),
    calculado_em: now.toISOString(),
  };
}

function dailySales(
  sales: Awaited<ReturnType<typeof readSaleGroups>>,
  ticketsByDay: Map<string, number>,
  today: string,
) {
  const grossByDay = new Map<string, number>();
  for (const sale of sales) {
    grossByDay.set(sale.paidDay, (grossByDay.get(sale.paidDay) ?? 0) + sale.keptCents * sale.count);
  }
  const days = new Set([...grossByDay.keys(), ...ticketsByDay.keys()]);
  const points = [...days].map((day) => ({
    day,
    tickets: ticketsByDay.get(day) ?? 0,
    grossCents: grossByDay.get(day) ?? 0,
  }));
  return fillSalesDays(points, today).map((point) => ({
    dia: point.day,
    ingressos: point.tickets,
    valor_bruto_cents: point.grossCents,
  }));
}

function attentionItems(
  counts: Awaited<ReturnType<typeof readEventCounts>>,
  types: TicketTypeRow[],
  candidatesWaiting: number,
): AttentionItem[] {
  const items: AttentionItem[] = [];
  const item = (tipo: AttentionItem['tipo'], quantidade: number, extra: Partial<AttentionItem> = {}) =>
    items.push({ tipo, quantidade, tipo_ingresso: null, valor_cents: null, ...extra });
  if (counts.pixPastHold > 0) item('pix_expirado', counts.pixPastHold);
  if (counts.latePix > 0) item('pix_tardio', counts.latePix, { valor_cents: counts.latePixCents });
  if (counts.failedEmails > 0) item('emails_falharam', counts.failedEmails);
  // Pre-registrations nobody has selected or disqualified yet: the organiser's next decision.
  if (candidatesWaiting > 0) item('candidatos_aguardando', candidatesWaiting);
  for (const type of types) {
    const remaining = remainingIfAlmostSoldOut(type.quantity, type.held);
    if (remaining !== null) {
      item('quase_esgotado', remaining, {
        tipo_ingresso: { id: type.id, nome: type.name, restantes: remaining },
      });
    }
  }
  return items;
}
