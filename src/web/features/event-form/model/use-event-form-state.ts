import { useCallback, useState } from 'react';
import type { FieldErrors } from '../../../../domain/errors.ts';
import type { EventFormValues } from './form-values.ts';

export interface EventFormState {
  values: EventFormValues;
  /** Field key (as the API names it) → messages; the UI shows the first. */
  errors: FieldErrors;
  set: <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => void;
  patch: (partial: Partial<EventFormValues>) => void;
  setErrors: (errors: FieldErrors) => void;
  error: (key: string) => string | undefined;
}

/** The form's values and field errors; editing a field clears its error. */
export function useEventFormState(initial: EventFormValues): EventFormState {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const clear = useCallback((keys: string[]) => {
    setErrors((current) => {
      if (!keys.some((k) => k in current)) return current;
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });
  }, []);

  const patch = useCallback(
    (partial: Partial<EventFormValues>) => {
      setValues((current) => ({ ...current, ...partial }));
      const keys = Object.keys(partial);
      if (keys.includes('approval_value')) keys.push('pre_inscricao_approval_duration.value');
      clear(keys);
    },
    [clear],
  );

  const set = useCallback(
    <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
      patch({ [key]: value } as Partial<EventFormValues>),
    [patch],
  );

  const error = useCallback((key: string) => errors[key]?.[0], [errors]);

  return { values, errors, set, patch, setErrors, error };
}
