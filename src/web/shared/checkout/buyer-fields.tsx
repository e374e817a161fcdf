import { Grid, TextInput } from '@mantine/core';
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
        <TextInput
          label="CPF/CNPJ"
          withAsterisk
          placeholder="000.000.000-00"
          value={buyer.documento}
          error={errors.documento}
          onChange={(e) => onChange('documento', maskCpfCnpj(e.currentTarget.value))}
        />
      </Grid.Col>
    </Grid>
  );
}
