// The Seleção de Participantes dialog's inputs (spec §5 Participant selection) and how they become
// the request body. The form's schema checks the inputs with the dialog's rule (validateSelection)
// and then parses the body with the very schema the server parses it with.
import { z } from 'zod';
import { DEADLINE_UNITS, type DeadlineUnit, validateSelection } from './candidate-rules.ts';
import { selectParticipantsBodySchema } from './contracts/candidates.ts';

export const SELECTION_METHODS = ['cronologica', 'sorteio'] as const;
export type SelectionMethod = (typeof SELECTION_METHODS)[number];

export interface SelectionDraft {
  /** A number input's value: '' while empty. */
  quantity: number | string;
  deadlineValue: number | string;
  unit: DeadlineUnit;
  method: SelectionMethod;
  /** The announced seed of a lottery, as typed. */
  seed: string;
}

export function emptySelectionDraft(deadline: { value: number; unit: DeadlineUnit }): SelectionDraft {
  return {
    quantity: '',
    deadlineValue: deadline.value,
    unit: deadline.unit,
    method: 'cronologica',
    seed: '',
  };
}

const readNumber = (value: number | string): number | null => (value === '' ? null : Number(value));

/** The draft as the API body; a blank seed lets the server draw its own. */
export function selectionDraftToBody(draft: SelectionDraft): z.input<typeof selectParticipantsBodySchema> {
  const seed = draft.seed.trim();
  return {
    metodo_selecao: draft.method,
    quantidade_participantes: readNumber(draft.quantity) ?? 0,
    prazo_pagamento: { value: readNumber(draft.deadlineValue) ?? 7, unit: draft.unit },
    ...(draft.method === 'sorteio' && seed ? { semente: seed } : {}),
  };
}

/** Where each of validateSelection's messages shows. */
const FIELD_OF = { quantidade: 'quantity', prazo: 'deadlineValue' } as const;

/** The dialog's schema for at most `max` participants: §5's messages under their inputs, then the server's body schema. */
export function selectionFormSchema(max: number) {
  return z
    .object({
      quantity: z.union([z.number(), z.string()]),
      deadlineValue: z.union([z.number(), z.string()]),
      unit: z.enum(DEADLINE_UNITS),
      method: z.enum(SELECTION_METHODS),
      seed: z.string(),
    })
    .superRefine((draft, issues) => {
      const errors = validateSelection(
        { quantity: readNumber(draft.quantity), deadlineValue: readNumber(draft.deadlineValue) },
        max,
      );
      for (const [key, message] of Object.entries(errors)) {
        issues.addIssue({ code: 'custom', path: [FIELD_OF[key as keyof typeof FIELD_OF]], message });
      }
    })
    .transform(selectionDraftToBody)
    .pipe(selectParticipantsBodySchema);
}
