import { Fieldset, Grid, NativeSelect, Text, TextInput } from '@mantine/core';
import { UF_CODES } from '../../../domain/brazil.ts';
import { maskCep } from '../../../domain/documents.ts';
import type { AddressValue } from '../../../domain/participant-form.ts';
import {
  missingAddressParts,
  parseAddress,
  type RequiredAddressPart,
  toAddressValue,
} from '../../../domain/participant-form.ts';

export const EMPTY_ADDRESS: AddressValue = {
  cep: '',
  rua: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  estado: '',
};

/** An address answer may arrive as an object or, from an old autosave, as its serialised text. */
export function toAddressInputValue(value: unknown): AddressValue {
  const address = typeof value === 'string' ? parseAddress(value) : toAddressValue(value);
  return address ?? EMPTY_ADDRESS;
}

/** The address custom field (spec §3): CEP, rua, número, complemento, bairro, cidade, estado. */
export function AddressInput({
  label,
  description,
  required,
  value,
  error,
  onChange,
}: {
  label: string;
  description: string | null;
  required: boolean;
  value: AddressValue;
  error: string | undefined;
  onChange: (value: AddressValue) => void;
}) {
  const set = (key: keyof AddressValue) => (text: string) => onChange({ ...value, [key]: text });
  // With the field's error shown, each missing part is marked where it is (issue 11 item 8).
  const missing = new Set<RequiredAddressPart>(error ? missingAddressParts(value) : []);
  const partError = (key: keyof AddressValue) =>
    missing.has(key as RequiredAddressPart) ? 'Obrigatório' : undefined;
  const text = (key: keyof AddressValue, partLabel: string, partRequired: boolean, span: number) => (
    <Grid.Col span={{ base: 12, sm: span }}>
      <TextInput
        label={partLabel}
        withAsterisk={required && partRequired}
        error={partError(key)}
        value={value[key]}
        onChange={(event) => set(key)(event.currentTarget.value)}
      />
    </Grid.Col>
  );
  return (
    <Fieldset
      legend={required ? `${label} *` : label}
      // Not "filled": the red part errors fall under AA contrast on its grey (axe, issue 11).
      variant="default"
      aria-invalid={error ? true : undefined}
    >
      {description && (
        <Text size="xs" c="dimmed" mb="xs">
          {description}
        </Text>
      )}
      <Grid gap="xs">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label="CEP"
            inputMode="numeric"
            placeholder="00000-000"
            value={value.cep}
            onChange={(event) => set('cep')(maskCep(event.currentTarget.value))}
          />
        </Grid.Col>
        {text('rua', 'Rua', true, 8)}
        {text('numero', 'Número', true, 4)}
        {text('complemento', 'Complemento', false, 8)}
        {text('bairro', 'Bairro', true, 5)}
        {text('cidade', 'Cidade', true, 5)}
        <Grid.Col span={{ base: 12, sm: 2 }}>
          <NativeSelect
            label="Estado"
            withAsterisk={required}
            error={partError('estado')}
            data={['', ...UF_CODES]}
            value={value.estado}
            onChange={(event) => set('estado')(event.currentTarget.value)}
          />
        </Grid.Col>
      </Grid>
      {error && (
        <Text size="xs" c="red" mt="xs" role="alert">
          {error}
        </Text>
      )}
    </Fieldset>
  );
}
