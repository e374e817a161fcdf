// One input per filter type, editing the panel's draft (query-string values as typed).
import { Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { maskDateInput, maskPriceInput } from '../../../domain/event-form/field-inputs.ts';
import { type FilterSpec, filterParamNames } from '../../../domain/list-query.ts';
import { type FilterDraft, isMoneyFilter } from './filter-draft.ts';
import type { FilterField } from './types.ts';

interface Props {
  spec: FilterSpec;
  field: FilterField;
  draft: FilterDraft;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
}

export function FilterInput({ spec, field, draft, errors, onChange }: Props) {
  const [low = field.key, high = field.key] = filterParamNames(field.key, spec);
  switch (spec.type) {
    case 'multiselect':
      return (
        <MultiSelect
          label={field.label}
          placeholder="Todos"
          data={field.options ?? []}
          value={draft[field.key] ? (draft[field.key] as string).split(',') : []}
          onChange={(values) => onChange(field.key, values.join(','))}
          error={errors[field.key]}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'select':
    case 'boolean': {
      const data =
        spec.type === 'boolean'
          ? [
              { value: 'true', label: field.trueLabel ?? 'Sim' },
              { value: 'false', label: field.falseLabel ?? 'Não' },
            ]
          : (field.options ?? []);
      return (
        <Select
          label={field.label}
          placeholder="Todos"
          data={data}
          value={draft[field.key] || null}
          onChange={(value) => onChange(field.key, value ?? '')}
          error={errors[field.key]}
          clearable
          allowDeselect
        />
      );
    }
    case 'text':
      return (
        <TextInput
          label={field.label}
          value={draft[field.key] ?? ''}
          onChange={(event) => onChange(field.key, event.currentTarget.value)}
          error={errors[field.key]}
        />
      );
    case 'number':
      return (
        <Group grow align="flex-start" gap="xs">
          {[low, high].map((name, index) => (
            <TextInput
              key={name}
              label={`${field.label}${index === 0 ? ' (mín.)' : ' (máx.)'}`}
              placeholder={field.unit ? `${field.unit} 0,00` : '0'}
              inputMode={isMoneyFilter(spec) ? 'numeric' : 'decimal'}
              value={draft[name] ?? ''}
              onChange={(event) => {
                const typed = event.currentTarget.value;
                // Money fills from the centavos like the ticket and coupon fields (issue 20).
                onChange(name, isMoneyFilter(spec) ? maskPriceInput(typed) : typed.replace(/[^\d,.-]/g, ''));
              }}
              error={errors[name]}
            />
          ))}
        </Group>
      );
    case 'date':
      return (
        <Group grow align="flex-start" gap="xs">
          {[low, high].map((name, index) => (
            <TextInput
              key={name}
              label={`${field.label}${index === 0 ? ' (de)' : ' (até)'}`}
              placeholder="dd/mm/aaaa"
              inputMode="numeric"
              maxLength={10}
              autoComplete="off"
              value={draft[name] ?? ''}
              onChange={(event) => onChange(name, maskDateInput(event.currentTarget.value))}
              error={errors[name]}
            />
          ))}
        </Group>
      );
  }
}
