// The candidates table on the shared server-side data table (spec §2, §9): page size 100, filters
// status, ticket type and registration date range, badge colours of §4, row and bulk actions
// enabled only when every ticked row fits (bulk tooltips of §4), and the Excel export.
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useMemo } from 'react';
import {
  BULK_RULES,
  bulkDisabledReason,
  CANDIDATE_BADGE_COLORS,
  CANDIDATE_FAILURE,
  CANDIDATE_LABELS,
  CANDIDATE_SUCCESS,
  type CandidateAction,
  detailActions,
  lockedRowReason,
} from '../../../../domain/candidate-rules.ts';
import { CANDIDATE_DB_STATUSES } from '../../../../domain/candidate-status.ts';
import { CANDIDATE_LIST, type CandidateRow } from '../../../../domain/contracts/candidates.ts';
import type { AdminEvent } from '../../../../domain/contracts/organiser-events.ts';
import { formatDateTimeBR } from '../../../../domain/dates.ts';
import { formatBRL, parseMoney } from '../../../../domain/money.ts';
import { DataTable, MOBILE_MEDIA_QUERY } from '../../../shared/data-table/data-table.tsx';
import { knownSelectedRows } from '../../../shared/data-table/selection.ts';
import type { BulkAction, FilterField, RowAction, TableColumn } from '../../../shared/data-table/types.ts';
import { useServerTable } from '../../../shared/data-table/use-server-table.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { candidatesQueryKey, exportCandidatesExcel, getCandidates } from '../api/candidates-api.ts';
import { ACTION_LABELS } from './candidate-details-dialog.tsx';

const facts = (row: CandidateRow) => ({ status: row.status, amountCents: parseMoney(row.valorPago) ?? 0 });
const BULK_ORDER: CandidateAction[] = ['select', 'disqualify', 'resend', 'exempt', 'revert', 'communicate'];
const BULK_COLORS: Partial<Record<CandidateAction, string>> = {
  select: 'green',
  disqualify: 'red',
  exempt: 'grape',
};

function StatusBadge({ row }: { row: CandidateRow }) {
  return (
    <Badge variant="light" color={CANDIDATE_BADGE_COLORS[row.status]} style={{ overflow: 'visible' }}>
      {CANDIDATE_LABELS[row.status]}
    </Badge>
  );
}

export function CandidatesTable({
  event,
  onOpen,
  onAction,
  exportIcon,
}: {
  event: AdminEvent;
  onOpen: (row: CandidateRow) => void;
  onAction: (action: CandidateAction, rows: CandidateRow[], done?: () => void) => void;
  exportIcon: ReactNode;
}) {
  const table = useServerTable({
    tableKey: 'candidatos',
    eventId: event.id,
    spec: CANDIDATE_LIST,
    queryKey: candidatesQueryKey(event.id),
    fetchPage: (query, signal) => getCandidates(event.id, query, signal),
    rowId: (row: CandidateRow) => row.id,
  });
  const compact = useMediaQuery(MOBILE_MEDIA_QUERY) ?? false;

  const columns = useMemo<TableColumn<CandidateRow>[]>(
    () => [
      {
        key: 'nome',
        label: 'Candidato',
        sortable: true,
        render: (row) => (
          <Stack gap={2} align="flex-start">
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={500}
              onClick={() => onOpen(row)}
              style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
            >
              {row.nome}
            </Anchor>
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
      { key: 'telefone', label: 'Telefone', hideOnMobile: true, render: (row) => row.telefone ?? 'N/A' },
      {
        key: 'status',
        label: 'Status',
        sortable: true,
        hideOnMobile: true,
        width: 130,
        render: (row) => <StatusBadge row={row} />,
      },
      {
        key: 'valorPago',
        label: 'Valor',
        sortable: true,
        hideOnMobile: true,
        render: (row) => {
          const cents = parseMoney(row.valorPago) ?? 0;
          return cents === 0 ? 'Gratuito' : formatBRL(cents);
        },
      },
      {
        key: 'dataCompra',
        label: 'Data de inscrição',
        sortable: true,
        hideOnMobile: true,
        render: (row) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTimeBR(new Date(row.dataCompra))}
          </Text>
        ),
      },
    ],
    [compact, onOpen],
  );

  const filterFields = useMemo<FilterField<typeof CANDIDATE_LIST.filters>[]>(
    () => [
      {
        key: 'status',
        label: 'Status',
        options: CANDIDATE_DB_STATUSES.map((s) => ({ value: s, label: CANDIDATE_LABELS[s] })),
      },
      {
        key: 'tipoIngresso',
        label: 'Tipo de ingresso',
        options: event.tipos_ingresso.map((t) => ({ value: String(t.id), label: t.nome })),
      },
      { key: 'dataCompra', label: 'Data de inscrição' },
    ],
    [event.tipos_ingresso],
  );

  // The actions of the row's status (spec §2), the same list as the details dialog.
  const rowActions = (row: CandidateRow): RowAction<CandidateRow>[] => [
    { label: 'Ver detalhes', onClick: onOpen },
    ...detailActions(facts(row)).map((action) => ({
      label: ACTION_LABELS[action],
      onClick: (r: CandidateRow) => onAction(action, [r]),
    })),
  ];

  const known = knownSelectedRows(table.selection) ?? [];
  const bulkActions: BulkAction[] = BULK_ORDER.map((action) => ({
    label: ACTION_LABELS[action],
    color: BULK_COLORS[action],
    onClick: () => onAction(action, known, table.clearSelection),
    disabledReason:
      bulkDisabledReason(action, known.map(facts)) &&
      (BULK_RULES[action] ?? 'Selecione ao menos um candidato'),
  }));

  const exportItems = [
    {
      label: 'Excel (.xlsx)',
      icon: exportIcon,
      onClick: () => {
        exportCandidatesExcel(event.id, { ids: known.map((r) => r.id), query: table.query }).then(
          () =>
            notify('success', { title: CANDIDATE_SUCCESS.export, message: 'Planilha de candidatos gerada.' }),
          (error: unknown) =>
            notify('error', {
              title: 'Erro',
              message: error instanceof Error && error.message ? error.message : CANDIDATE_FAILURE.export,
            }),
        );
      },
    },
  ];

  return (
    <DataTable
      table={table}
      label="Pré-Inscritos"
      columns={columns}
      filterFields={filterFields}
      rowActions={rowActions}
      bulkActions={bulkActions}
      exportItems={exportItems}
      isRowLocked={(row) => lockedRowReason(row) !== null}
      lockedRowLabel={(row) => lockedRowReason(row) ?? ''}
    />
  );
}
