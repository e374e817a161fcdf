// The collapsible filters panel (spec §2): edits a draft, two filters per row, applied with
// "Aplicar Filtros"; "Limpar Todos" clears every filter at once.
import { Button, Collapse, Group, Paper, SimpleGrid } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FilterSpecs, FilterValues, ListQuery, ListSpec } from '../../../domain/list-query.ts';
import { applyDraft, draftFromQuery, type FilterDraft } from './filter-draft.ts';
import { FilterInput } from './filter-inputs.tsx';
import type { FilterField } from './types.ts';

interface Props<F extends FilterSpecs> {
  spec: ListSpec<string, F>;
  fields: FilterField<F>[];
  query: ListQuery<string, F>;
  opened: boolean;
  onApply: (filtros: FilterValues<F>) => void;
  onClear: () => void;
}

export function FiltersPanel<F extends FilterSpecs>({
  spec,
  fields,
  query,
  opened,
  onApply,
  onClear,
}: Props<F>) {
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromQuery(spec, query));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const appliedKey = JSON.stringify(query.filtros);

  // The applied filters changed (a chip removed, back button): the draft follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the applied filters only
  useEffect(() => {
    setDraft(draftFromQuery(spec, query));
    setErrors({});
  }, [appliedKey]);

  const apply = () => {
    const result = applyDraft(spec, draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onApply(result.filtros);
  };

  return (
    <Collapse expanded={opened}>
      <Paper withBorder p="md" radius="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {fields.map((field) => {
              const filterSpec = spec.filters[field.key];
              if (!filterSpec) return null;
              return (
                <FilterInput
                  key={field.key}
                  spec={filterSpec}
                  field={field as FilterField}
                  draft={draft}
                  errors={errors}
                  onChange={(name, value) => setDraft((current) => ({ ...current, [name]: value }))}
                />
              );
            })}
          </SimpleGrid>
          <Group justify="flex-end" mt="md" gap="xs">
            <Button variant="default" onClick={onClear}>
              Limpar Todos
            </Button>
            <Button type="submit">Aplicar Filtros</Button>
          </Group>
        </form>
      </Paper>
    </Collapse>
  );
}
