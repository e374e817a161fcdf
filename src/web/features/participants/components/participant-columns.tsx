// The Participantes table's columns and filters (spec §2 Participants, §3 Participant). On a phone
// (≤ 768 px) it keeps name and e-mail, status and presence; the rest hides (spec §2).
import { Badge, Stack, Text } from '@mantine/core';
import type { TicketTypeSales } from '../../../../domain/contracts/organiser-events.ts';
import type { PARTICIPANT_LIST, ParticipantRow } from '../../../../domain/contracts/participants.ts';
import { formatDateTimeBR } from '../../../../domain/dates.ts';
import { formatBRL, parseMoney } from '../../../../domain/money.ts';
import {
  PARTICIPANT_STATUS_COLORS,
  PARTICIPANT_STATUS_LABELS,
  PARTICIPANT_STATUSES,
} from '../../../../domain/participant-status.ts';
import type { FilterField, TableColumn } from '../../../shared/data-table/types.ts';
import { PresenceSwitch } from './presence-switch.tsx';

type Filters = typeof PARTICIPANT_LIST.filters;

function StatusBadge({ row }: { row: ParticipantRow }) {
  return (
    <Badge variant="light" color={PARTICIPANT_STATUS_COLORS[row.status]} style={{ overflow: 'visible' }}>
      {PARTICIPANT_STATUS_LABELS[row.status]}
    </Badge>
  );
}

/** `compact`: a phone's width, where the status moves under the name instead of its own column. */
export function participantColumns(
  onPresence: (row: ParticipantRow, presenca: boolean) => void,
  compact: boolean,
): TableColumn<ParticipantRow>[] {
  return [
    {
      key: 'nome',
      label: 'Participante',
      sortable: true,
      render: (row) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {row.nome}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {row.email}
          </Text>
          {compact && <StatusBadge row={row} />}
        </Stack>
      ),
    },
    {
      key: 'tipoIngresso',
      label: 'Ingresso',
      sortable: true,
      hideOnMobile: true,
      render: (row) => row.tipoIngresso,
    },
    {
      key: 'status',
      label: 'Status',
      sortable: true,
      // Room for the longest label in capitals ("REEMBOLSADO", "CONTESTADO") inside the badge.
      width: 140,
      hideOnMobile: true,
      render: (row) => <StatusBadge row={row} />,
    },
    {
      key: 'nomeComprador',
      label: 'Comprador',
      sortable: true,
      hideOnMobile: true,
      primary: (row) => row.nomeComprador,
      secondary: (row) => row.emailComprador,
    },
    {
      key: 'dataCompra',
      label: 'Data da compra',
      sortable: true,
      hideOnMobile: true,
      render: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTimeBR(new Date(row.dataCompra))}
        </Text>
      ),
    },
    {
      key: 'valorPago',
      label: 'Valor pago',
      sortable: true,
      hideOnMobile: true,
      textAlign: 'right',
      render: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {row.nuncaPago ? '—' : formatBRL(parseMoney(row.valorPago) ?? 0)}
        </Text>
      ),
    },
    {
      key: 'presenca',
      label: 'Presença',
      sortable: true,
      width: 104,
      render: (row) => (
        <PresenceSwitch participant={row} onChange={(presenca) => onPresence(row, presenca)} />
      ),
    },
  ];
}

export function participantFilterFields(ticketTypes: TicketTypeSales[]): FilterField<Filters>[] {
  return [
    {
      key: 'status',
      label: 'Status',
      options: PARTICIPANT_STATUSES.map((status) => ({
        value: status,
        label: PARTICIPANT_STATUS_LABELS[status],
      })),
    },
    {
      key: 'tipoIngresso',
      label: 'Tipo de ingresso',
      options: ticketTypes.map((ticket) => ({ value: String(ticket.id), label: ticket.nome })),
    },
    { key: 'presenca', label: 'Presença', trueLabel: 'Presentes', falseLabel: 'Ausentes' },
    { key: 'dataCompra', label: 'Data da compra' },
    { key: 'valorPago', label: 'Valor pago', unit: 'R$' },
    {
      key: 'emailFalhou',
      label: 'E-mail não entregue',
      trueLabel: 'Com e-mail não entregue',
      falseLabel: 'E-mails entregues',
    },
  ];
}
