import { Checkbox, Group, NumberInput, Radio, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { PublicFormField } from '../../../domain/contracts/public-event.ts';
import { maskCpfCnpj, maskPhone } from '../../../domain/documents.ts';
import type { AnswerValue } from '../../../domain/participant-form.ts';
import { AddressInput, toAddressInputValue } from './address-input.tsx';
import { maskDate } from './mask-date.ts';

function asText(value: AnswerValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

function asList(value: AnswerValue | undefined): string[] {
  if (Array.isArray(value)) return [...value];
  return typeof value === 'string' && value !== '' ? [value] : [];
}

function sortedOptions(field: PublicFormField) {
  return [...field.options].sort((a, b) => a.order - b.order);
}

/** One custom form field of any of the 11 types (spec §3). Values: text, option values, or an address. */
export function CustomFieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: PublicFormField;
  value: AnswerValue | undefined;
  error: string | undefined;
  onChange: (value: AnswerValue) => void;
}) {
  const common = {
    label: field.label,
    description: field.instructions || undefined,
    withAsterisk: field.required,
    error,
  };
  const text = asText(value);
  switch (field.tipo) {
    case 'short_text':
      return <TextInput {...common} value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'long_text':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          decimalSeparator=","
          hideControls
          value={text}
          onChange={(next) => onChange(next === '' ? '' : String(next))}
        />
      );
    case 'email':
      return (
        <TextInput {...common} type="email" value={text} onChange={(e) => onChange(e.currentTarget.value)} />
      );
    case 'phone':
      return (
        <TextInput
          {...common}
          type="tel"
          placeholder="(00) 00000-0000"
          value={text}
          onChange={(e) => onChange(maskPhone(e.currentTarget.value))}
        />
      );
    case 'document':
      return (
        <TextInput
          {...common}
          placeholder="000.000.000-00"
          value={text}
          onChange={(e) => onChange(maskCpfCnpj(e.currentTarget.value))}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          inputMode="numeric"
          placeholder="dd/mm/aaaa"
          value={text}
          onChange={(e) => onChange(maskDate(e.currentTarget.value))}
        />
      );
    case 'dropdown':
      return (
        <Select
          {...common}
          placeholder="Selecione"
          data={sortedOptions(field).map((option) => option.value)}
          value={text === '' ? null : text}
          onChange={(next) => onChange(next ?? '')}
          clearable={!field.required}
          allowDeselect={!field.required}
        />
      );
    case 'single_choice':
      return (
        <Radio.Group {...common} value={text === '' ? null : text} onChange={(next) => onChange(next)}>
          <Group gap="md" mt={6}>
            {sortedOptions(field).map((option) => (
              <Radio key={option.id} value={option.value} label={option.value} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'multiple_choice':
      return (
        <Checkbox.Group {...common} value={asList(value)} onChange={(next) => onChange(next)}>
          <Stack gap={6} mt={6}>
            {sortedOptions(field).map((option) => (
              <Checkbox key={option.id} value={option.value} label={option.value} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'address':
      return (
        <AddressInput
          label={field.label}
          description={field.instructions || null}
          required={field.required}
          value={toAddressInputValue(value)}
          error={error}
          onChange={onChange}
        />
      );
  }
}
