import { Anchor, Grid, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { BuyerInput } from '../../../domain/buyer.ts';
import { maskCpfCnpj } from '../../../domain/documents.ts';

/** The buyer (spec §5 "Buyer"): full name, e-mail and CPF/CNPJ, the document masked as typed. */
export function BuyerFields({
  buyer,
  errors,
  onChange,
}: {
  buyer: BuyerInput;
  errors: Partial<Record<keyof BuyerInput, string>>;
  onChange: (field: keyof BuyerInput, value: string) => void;
}) {
  return (
    <Grid gap="sm">
      <Grid.Col span={12}>
        <TextInput
          label="Nome completo"
          withAsterisk
          autoComplete="name"
          value={buyer.name}
          error={errors.name}
          onChange={(e) => onChange('name', e.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <TextInput
          label="Email"
          type="email"
          withAsterisk
          autoComplete="email"
          value={buyer.email}
          error={errors.email}
          onChange={(e) => onChange('email', e.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <DocumentInput
          value={buyer.documento}
          error={errors.documento}
          onChange={(v) => onChange('documento', v)}
        />
      </Grid.Col>
    </Grid>
  );
}

/**
 * CPF/CNPJ with the keyboard that fits it (ADR 0472): CPFs and today's CNPJs are digits, so a phone
 * opens its number pad; a CNPJ with letters (Receita's format from 2026, domain/documents.ts) is
 * one tap away, and a document that already holds a letter keeps the full keyboard.
 */
function DocumentInput({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const [wantsLetters, setWantsLetters] = useState(false);
  const withLetters = wantsLetters || /[A-Za-z]/.test(value);
  return (
    <TextInput
      label="CPF/CNPJ"
      withAsterisk
      placeholder="000.000.000-00"
      inputMode={withLetters ? 'text' : 'numeric'}
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      autoComplete="off"
      value={value}
      error={error}
      description={
        withLetters ? undefined : (
          <Anchor
            component="button"
            type="button"
            size="xs"
            underline="always"
            mih={24}
            onClick={() => setWantsLetters(true)}
          >
            CNPJ com letras? Usar teclado completo
          </Anchor>
        )
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      onChange={(e) => onChange(maskCpfCnpj(e.currentTarget.value))}
    />
  );
}
