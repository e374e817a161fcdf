import { Button, Group, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import {
  activeFilterKeys,
  type FilterSpecs,
  type FilterValues,
  type ListQuery,
  type ListSpec,
} from '../../../domain/list-query.ts';
import { chipLabel, withoutFilter } from './filter-draft.ts';
import type { FilterField } from './types.ts';

interface Props<F extends FilterSpecs> {
  spec: ListSpec<string, F>;
  fields: FilterField<F>[];
  query: ListQuery<string, F>;
  onChange: (filtros: FilterValues<F>) => void;
  onClear: () => void;
}

/** The active filters as removable chips, with their count (spec §2). */
export function FilterChips<F extends FilterSpecs>({ spec, fields, query, onChange, onClear }: Props<F>) {
  const active = activeFilterKeys(spec, query.filtros);
  if (active.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" aria-label="Filtros ativos">
      <Text size="sm" c="dimmed">
        {active.length === 1 ? '1 filtro ativo:' : `${active.length} filtros ativos:`}
      </Text>
      {active.map((key) => {
        const field = fields.find((f) => f.key === key) ?? { key, label: key };
        const label = chipLabel(spec.filters[key] as F[string], field as FilterField, query.filtros[key]);
        return (
          // The whole chip is the remove button: Mantine's Pill hides its own from keyboards and
          // screen readers (it expects Backspace inside an input).
          <Button
            key={key}
            size="compact-sm"
            variant="light"
            radius="xl"
            rightSection={<IconX size={14} />}
            aria-label={`Remover filtro ${field.label}`}
            title={`Remover filtro ${field.label}`}
            onClick={() => onChange(withoutFilter(spec, query.filtros, key))}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            h="auto"
            py={4}
          >
            {label}
          </Button>
        );
      })}
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        Limpar Todos
      </Button>
    </Group>
  );
}
