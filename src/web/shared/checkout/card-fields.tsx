import { Badge, Grid, NativeSelect, TextInput } from '@mantine/core';
import {
  type CardInput,
  detectCardBrand,
  maskCardNumber,
  maskCvv,
  maskExpiry,
} from '../../../domain/card.ts';
import type { InstallmentOption } from '../../../domain/installments.ts';

const BRAND_LABELS = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
} as const;

export const EMPTY_CARD: CardInput = { numero: '', validade: '', cvv: '', nome: '' };

/** Card number with brand detection, MM/AA (or MM/AAAA) expiry, CVV, name, and the interest-free installments. */
export function CardFields({
  card,
  error,
  installments,
  options,
  onCardChange,
  onInstallmentsChange,
}: {
  card: CardInput;
  error: Partial<Record<keyof CardInput, string>>;
  installments: number;
  options: readonly InstallmentOption[];
  onCardChange: (card: CardInput) => void;
  onInstallmentsChange: (installments: number) => void;
}) {
  const brand = detectCardBrand(card.numero);
  return (
    <Grid gap="sm">
      <Grid.Col span={12}>
        <TextInput
          label="Número do cartão"
          withAsterisk
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          value={card.numero}
          error={error.numero}
          onChange={(e) => onCardChange({ ...card, numero: maskCardNumber(e.currentTarget.value) })}
          rightSectionWidth={brand ? 150 : undefined}
          rightSection={
            brand ? (
              <Badge variant="light" aria-label={`Bandeira: ${BRAND_LABELS[brand]}`}>
                {BRAND_LABELS[brand]}
              </Badge>
            ) : null
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <TextInput
          label="Validade"
          withAsterisk
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/AA"
          value={card.validade}
          error={error.validade}
          onChange={(e) => onCardChange({ ...card, validade: maskExpiry(e.currentTarget.value) })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput
          label="CVV"
          withAsterisk
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="000"
          value={card.cvv}
          error={error.cvv}
          onChange={(e) => onCardChange({ ...card, cvv: maskCvv(e.currentTarget.value) })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <TextInput
          label="Nome no cartão"
          withAsterisk
          autoComplete="cc-name"
          value={card.nome}
          error={error.nome}
          onChange={(e) => onCardChange({ ...card, nome: e.currentTarget.value.toUpperCase() })}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <NativeSelect
          label="Parcelas"
          value={String(installments)}
          onChange={(e) => onInstallmentsChange(Number(e.currentTarget.value))}
          data={options.map((option) => ({
            value: String(option.count),
            label: option.label,
          }))}
        />
      </Grid.Col>
    </Grid>
  );
}
