// The generic server-side data table of the dashboard (spec §2 "Generic data table"): toolbar,
// filters, chips, bulk bar, the table itself (mantine-datatable, decision 0090) and the footer.
// State and data come from useServerTable; this file only lays them out.
import 'mantine-datatable/styles.css';
import { Badge, Button, Group, Menu, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconDownload } from '@tabler/icons-react';
import { type DataTableColumn, DataTable as MantineDataTable } from 'mantine-datatable';
import { type ReactNode, useState } from 'react';
import { activeFilterKeys, type FilterSpecs } from '../../../domain/list-query.ts';
import { LoadError } from '../ui/load-error.tsx';
import { BulkBar } from './bulk-bar.tsx';
import { FilterChips } from './filter-chips.tsx';
import { FiltersPanel } from './filters-panel.tsx';
import { RowActionsMenu } from './row-actions-menu.tsx';
import { SearchBox } from './search-box.tsx';
import { isRowSelected } from './selection.ts';
import { SortHeader } from './sort-header.tsx';
import { TableFooter } from './table-footer.tsx';
import { emptyMessage } from './table-state.ts';
import type { BulkAction, ExportItem, FilterField, RowAction, TableColumn } from './types.ts';
import type { ServerTable } from './use-server-table.ts';

/** Above the spec's 768 px breakpoint: columns marked hideOnMobile show only here. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 769px)';
export const MOBILE_MEDIA_QUERY = '(max-width: 768px)';

export interface DataTableProps<S extends string, F extends FilterSpecs, Row> {
  table: ServerTable<S, F, Row>;
  /** Names the table for screen readers. */
  label: string;
  columns: TableColumn<Row>[];
  filterFields?: FilterField<F>[];
  rowActions?: (row: Row) => RowAction<Row>[];
  bulkActions?: BulkAction[];
  /** The Exportar menu's items; no items, no menu. */
  exportItems?: ExportItem[];
  /** Rows whose checkbox is disabled (spec §2: "a row with status locked"). */
  isRowLocked?: (row: Row) => boolean;
  /** Why a locked row cannot be ticked: its checkbox's label and tooltip. */
  lockedRowLabel?: (row: Row) => string;
  selectable?: boolean;
  /** A click on a row outside its controls (checkbox, switch, menu): opens its details. */
  onRowClick?: (row: Row) => void;
}

/** Whether a click landed on a control of the row, which handles it itself. */
function isOnControl(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    Boolean(target.closest('button, input, a, label, [role="menuitem"], [role="switch"]'))
  );
}

function renderCell<Row>(column: TableColumn<Row>, row: Row): ReactNode {
  if (column.render) return column.render(row);
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500} lineClamp={1} style={{ wordBreak: 'break-all' }}>
        {column.primary?.(row)}
      </Text>
      {column.secondary && (
        <Text size="xs" c="dimmed" lineClamp={1} style={{ wordBreak: 'break-all' }}>
          {column.secondary(row)}
        </Text>
      )}
    </Stack>
  );
}

export function DataTable<S extends string, F extends FilterSpecs, Row>(props: DataTableProps<S, F, Row>) {
  const { table, columns, filterFields = [], rowActions, bulkActions = [], exportItems = [] } = props;
  const { spec, query, result, rowId, selection } = table;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const rows = result.data?.itens ?? [];
  const total = result.data?.total ?? 0;
  const activeFilters = activeFilterKeys(spec, query.filtros).length;
  const isLocked = props.isRowLocked ?? (() => false);
  const selectableRows = rows.filter((row) => !isLocked(row));
  const pageFullySelected =
    selectableRows.length > 0 && selectableRows.every((row) => isRowSelected(selection, rowId(row)));

  const tableColumns: DataTableColumn<Row>[] = columns.map((column) => ({
    accessor: column.key,
    title: column.sortable ? (
      <SortHeader
        label={column.label}
        direction={query.ordenar === column.key ? query.direcao : null}
        onSort={() => table.sortBy(column.key as S)}
      />
    ) : (
      column.label
    ),
    width: column.width,
    textAlign: column.textAlign,
    visibleMediaQuery: column.hideOnMobile ? DESKTOP_MEDIA_QUERY : undefined,
    render: (row: Row) => renderCell(column, row),
  }));
  if (rowActions) {
    tableColumns.push({
      accessor: '__acoes',
      title: <VisuallyHidden>Ações</VisuallyHidden>,
      textAlign: 'right',
      width: 56,
      visibleMediaQuery: DESKTOP_MEDIA_QUERY,
      render: (row: Row) => <RowActionsMenu row={row} actions={rowActions(row)} />,
    });
  }

  const filtered = Boolean(query.busca) || activeFilters > 0;
  const emptyState = (
    <Stack align="center" gap="xs" p="md" style={{ pointerEvents: 'auto' }}>
      <Text c="dimmed" ta="center">
        {emptyMessage(spec, query)}
      </Text>
      {filtered && (
        <Button variant="light" size="xs" onClick={table.clearSearchAndFilters}>
          Limpar busca e filtros
        </Button>
      )}
    </Stack>
  );

  const selectionProps =
    props.selectable === false
      ? {}
      : {
          selectedRecords: rows.filter((row) => isRowSelected(selection, rowId(row))),
          onSelectedRecordsChange: (next: Row[]) => {
            const nextIds = new Set(next.map(rowId));
            const added = rows.filter(
              (row) => nextIds.has(rowId(row)) && !isRowSelected(selection, rowId(row)),
            );
            const removed = rows.filter(
              (row) => !nextIds.has(rowId(row)) && isRowSelected(selection, rowId(row)),
            );
            if (added.length > 0) table.setRowsSelected(added, true);
            if (removed.length > 0) table.setRowsSelected(removed, false);
          },
          isRecordSelectable: (row: Row) => !isLocked(row),
          allRecordsSelectionCheckboxProps: { 'aria-label': 'Selecionar todos desta página' },
          getRecordSelectionCheckboxProps: (row: Row) => {
            if (!isLocked(row)) return { 'aria-label': 'Selecionar linha' };
            const reason = props.lockedRowLabel?.(row) ?? 'Linha bloqueada';
            // The disabled input gets no pointer events: the tooltip (title) sits on its wrapper.
            return { 'aria-label': reason, wrapperProps: { title: reason } };
          },
        };

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <SearchBox value={query.busca} onSearch={table.setSearch} />
        {filterFields.length > 0 && (
          <Button
            variant={filtersOpen ? 'light' : 'default'}
            leftSection={<IconAdjustmentsHorizontal size={16} />}
            rightSection={
              activeFilters > 0 ? (
                <Badge size="sm" circle>
                  {activeFilters}
                </Badge>
              ) : null
            }
            onClick={() => setFiltersOpen((open) => !open)}
            aria-expanded={filtersOpen}
          >
            Filtros
          </Button>
        )}
        {exportItems.length > 0 && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default" leftSection={<IconDownload size={16} />}>
                Exportar
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {exportItems.map((item) => (
                <Menu.Item key={item.label} leftSection={item.icon} onClick={item.onClick}>
                  {item.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {filterFields.length > 0 && (
        <FiltersPanel
          spec={spec}
          fields={filterFields}
          query={query}
          opened={filtersOpen}
          onApply={(filtros) => {
            // The chips now say what is applied; the panel gives the rows their room back.
            table.setFilters(filtros);
            setFiltersOpen(false);
          }}
          onClear={table.clearFilters}
        />
      )}
      <FilterChips
        spec={spec}
        fields={filterFields}
        query={query}
        onChange={table.setFilters}
        onClear={table.clearFilters}
      />
      <BulkBar
        selection={selection}
        pageFullySelected={pageFullySelected}
        pageSize={query.por_pagina}
        total={total}
        canSelectAllMatching={table.canSelectAllMatching}
        isSelectingAll={table.isSelectingAll}
        onSelectAll={() => void table.selectAll()}
        onClear={table.clearSelection}
        actions={bulkActions}
      />
      {result.isError && !result.data ? (
        <LoadError error={result.error} onRetry={() => void result.refetch()} />
      ) : (
        <>
          {result.isError && <LoadError error={result.error} onRetry={() => void result.refetch()} />}
          <MantineDataTable<Row>
            aria-label={props.label}
            records={rows}
            columns={tableColumns}
            idAccessor={(row) => rowId(row)}
            // The loading layer covers the rows and takes their clicks: only while they are about to
            // be replaced (first load, another page, filter or sort). A background refresh, as each
            // presence toggle or sent e-mail triggers, leaves them live.
            fetching={result.isPending || (result.isFetching && result.isPlaceholderData)}
            loaderType="dots"
            minHeight={rows.length === 0 ? 200 : undefined}
            // The library keeps its empty-state layer mounted over the rows; with rows present it must be
            // inert, or its clickable layer swallows taps on the first row at phone widths.
            emptyState={result.isPending || rows.length > 0 ? <span /> : emptyState}
            withTableBorder
            borderRadius="md"
            highlightOnHover
            verticalSpacing="sm"
            horizontalSpacing="sm"
            {...selectionProps}
            onRowClick={
              props.onRowClick
                ? ({ record, event }) => {
                    if (!isOnControl(event.target)) props.onRowClick?.(record);
                  }
                : undefined
            }
            rowStyle={props.onRowClick ? () => ({ cursor: 'pointer' }) : undefined}
          />
          <TableFooter
            page={query.pagina}
            pageSize={query.por_pagina}
            total={total}
            onPage={table.setPage}
            onPageSize={table.setPageSize}
          />
        </>
      )}
    </Stack>
  );
}
