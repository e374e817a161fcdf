import { describe, expect, it } from 'vitest';
import { SELECTION_MESSAGES } from './candidate-rules.ts';
import { emptySelectionDraft, type SelectionDraft, selectionFormSchema } from './selection-form.ts';

const draft = (over: Partial<SelectionDraft> = {}): SelectionDraft => ({
  ...emptySelectionDraft({ value: 7, unit: 'dias' }),
  quantity: 3,
  ...over,
});

const issuesOf = (input: SelectionDraft, max = 10) => {
  const result = selectionFormSchema(max).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('selectionFormSchema', () => {
  it('turns valid inputs into the body the server parses', () => {
    expect(selectionFormSchema(10).parse(draft({ method: 'sorteio', seed: '  12345 ' }))).toEqual({
      metodo_selecao: 'sorteio',
      quantidade_participantes: 3,
      prazo_pagamento: { value: 7, unit: 'dias' },
      semente: '12345',
    });
  });

  it('sends no seed for a chronological selection or a blank one', () => {
    expect(selectionFormSchema(10).parse(draft({ seed: 'x' }))).not.toHaveProperty('semente');
    expect(selectionFormSchema(10).parse(draft({ method: 'sorteio', seed: '  ' }))).not.toHaveProperty(
      'semente',
    );
  });

  it('puts §5’s messages under the quantity and the deadline inputs', () => {
    expect(issuesOf(draft({ quantity: '', deadlineValue: '' }))).toEqual({
      quantity: SELECTION_MESSAGES.quantityRequired,
      deadlineValue: SELECTION_MESSAGES.deadlineRequired,
    });
    expect(issuesOf(draft({ quantity: 11, deadlineValue: 31 }), 10)).toEqual({
      quantity: SELECTION_MESSAGES.quantityRange(10),
      deadlineValue: 'O prazo deve estar entre 1 e 30.',
    });
  });
});
