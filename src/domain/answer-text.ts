// A stored custom answer as one line of text for a person to read (the report's columns, the
// participant details): option values become their labels, a multiple choice is joined with
// commas, an address is written like an envelope. The stored forms are the checkout's
// (src/server/orders/participant-plan.ts): plain text, a JSON array of option values, or the
// address JSON of serializeAddress.
import { type FormFieldType, parseAddress } from './participant-form.ts';

/** Option value → label, for the choice fields; a missing or blank label shows the value. */
export type OptionLabels = ReadonlyMap<string, string>;

const labelOf = (labels: OptionLabels, value: string) => {
  const label = labels.get(value)?.trim();
  return label ? label : value;
};

function choices(stored: string): string[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // An answer stored before it was a list: one value.
  }
  return [stored];
}

export function answerText(type: FormFieldType, stored: string, labels: OptionLabels = new Map()): string {
  if (stored === '') return '';
  switch (type) {
    case 'multiple_choice':
      return choices(stored)
        .map((value) => labelOf(labels, value))
        .join(', ');
    case 'dropdown':
    case 'single_choice':
      return labelOf(labels, stored);
    case 'address': {
      const address = parseAddress(stored);
      if (!address) return stored;
      const street = [address.rua, address.numero, address.complemento].filter(Boolean).join(', ');
      const place = [address.bairro, [address.cidade, address.estado].filter(Boolean).join('/')]
        .filter(Boolean)
        .join(', ');
      return [street, place, address.cep ? `CEP ${address.cep}` : ''].filter(Boolean).join(' - ');
    }
    default:
      return stored;
  }
}
