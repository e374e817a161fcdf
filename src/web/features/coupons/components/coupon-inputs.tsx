// The modal's masked inputs, each a Mantine TextInput: the §5 percent (digits only, capped at 100),
// Brazilian money, dd/mm/aaaa dates and HH:MM times, with the masks of src/domain.
import { TextInput, type TextInputProps } from '@mantine/core';
import { sanitizePercentInput } from '../../../../domain/coupon-form.ts';
import {
  completeTimeInput,
  maskDateInput,
  maskPriceInput,
  maskTimeInput,
  sanitizeNumberInput,
} from '../../../../domain/event-form/field-inputs.ts';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'onBlur'> & {
  value: string;
  onChange: (value: string) => void;
};

const masked =
  (mask: (text: string) => string, defaults: Partial<TextInputProps>, onBlur?: (text: string) => string) =>
  ({ value, onChange, ...props }: Props) => (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...defaults}
      {...props}
      value={value}
      onChange={(e) => onChange(mask(e.currentTarget.value))}
      onBlur={onBlur ? () => onChange(onBlur(value)) : undefined}
    />
  );

export const PercentInput = masked(sanitizePercentInput, { rightSection: '%', maxLength: 3 });
export const MoneyInput = masked(maskPriceInput, { leftSection: 'R$', placeholder: '0,00' });
export const DigitsInput = masked(sanitizeNumberInput, {});
export const DateInput = masked(maskDateInput, { placeholder: 'dd/mm/aaaa', maxLength: 10 });
export const TimeInput = masked(maskTimeInput, { placeholder: 'HH:MM', maxLength: 5 }, completeTimeInput);
