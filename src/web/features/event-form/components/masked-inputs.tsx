// Text inputs with the behaviour of spec §5: date and time masks, the Brazilian price mask and
// digits-only number inputs clamped on blur. Each is a Mantine TextInput underneath.
import { TextInput, type TextInputProps } from '@mantine/core';
import {
  clampNumberInput,
  completeTimeInput,
  maskDateInput,
  maskPriceInput,
  sanitizeNumberInput,
  typeTimeInput,
} from '../../../../domain/event-form/field-inputs.ts';

type BaseProps = Omit<TextInputProps, 'value' | 'onChange' | 'onBlur'> & {
  value: string;
  onChange: (value: string) => void;
};

export function DateInputField({ value, onChange, ...props }: BaseProps) {
  return (
    <TextInput
      placeholder="dd/mm/aaaa"
      inputMode="numeric"
      maxLength={10}
      autoComplete="off"
      {...props}
      value={value}
      onChange={(e) => onChange(maskDateInput(e.currentTarget.value))}
    />
  );
}

export function TimeInputField({ value, onChange, ...props }: BaseProps) {
  return (
    <TextInput
      placeholder="HH:MM"
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={value}
      // No maxLength: a full field must take the next keystroke (typeTimeInput starts over).
      onChange={(e) => onChange(typeTimeInput(value, e.currentTarget.value, e.currentTarget.selectionStart))}
      onBlur={() => onChange(completeTimeInput(value))}
    />
  );
}

export function PriceInputField({ value, onChange, ...props }: BaseProps) {
  return (
    <TextInput
      placeholder="0,00"
      inputMode="numeric"
      leftSection="R$"
      autoComplete="off"
      {...props}
      value={value}
      onChange={(e) => onChange(maskPriceInput(e.currentTarget.value))}
    />
  );
}

export function NumberInputField({
  value,
  onChange,
  min = 0,
  max,
  ...props
}: BaseProps & { min?: number; max?: number }) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={value}
      onChange={(e) => onChange(sanitizeNumberInput(e.currentTarget.value))}
      onBlur={() => onChange(clampNumberInput(value, min, max))}
    />
  );
}
