// The bulk action bar (spec §2 "N item selecionado / itens selecionados") and the offer to extend a
// full page to every row that matches, frozen by the server (decision 0092).
import { Anchor, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { selectedItemsLabel } from '../../../domain/list-selection.ts';
import type { TableSelection } from './selection.ts';
import { selectedCount } from './selection.ts';
import type { BulkAction } from './types.ts';

interface Props<Row> {
  selection: TableSelection<Row>;
  /** Every selectable row of the page is ticked. */
  pageFullySelected: boolean;
  pageSize: number;
  total: number;
  canSelectAllMatching: boolean;
  isSelectingAll: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  actions: BulkAction[];
}

export function BulkBar<Row>(props: Props<Row>) {
  const { selection, pageFullySelected, pageSize, total, actions } = props;
  const count = selectedCount(selection);
  if (count === 0) return null;
  const offerAll =
    props.canSelectAllMatching && selection.kind === 'rows' && pageFullySelected && total > pageSize;
  return (
    <Paper
      withBorder
      p="xs"
      px="sm"
      radius="md"
      bg="var(--mantine-color-indigo-light)"
      role="region"
      aria-label="Seleção"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600} aria-live="polite">
            {selectedItemsLabel(count)}
          </Text>
          {offerAll && (
            <Button
              variant="subtle"
              size="compact-sm"
              loading={props.isSelectingAll}
              onClick={props.onSelectAll}
            >
              Selecionar todos os {total.toLocaleString('pt-BR')} resultados
            </Button>
          )}
          {selection.kind === 'all' && (
            <Text size="xs" c="dimmed">
              Todos os resultados dos filtros atuais, como estavam ao selecionar.
            </Text>
          )}
          <Anchor component="button" type="button" size="sm" onClick={props.onClear}>
            Limpar seleção
          </Anchor>
        </Group>
        <Group gap="xs" wrap="wrap">
          {actions.map((action) => {
            const button = (
              <Button
                key={action.label}
                size="xs"
                variant="light"
                color={action.color}
                leftSection={action.icon}
                loading={action.loading}
                disabled={Boolean(action.disabledReason)}
                onClick={action.onClick}
              >
                {action.label}
              </Button>
            );
            return action.disabledReason ? (
              <Tooltip key={action.label} label={action.disabledReason} multiline w={260} withArrow>
                <span>{button}</span>
              </Tooltip>
            ) : (
              button
            );
          })}
        </Group>
      </Group>
    </Paper>
  );
}
