// The one way the organiser's forms hold and check their inputs: react-hook-form with a zod schema
// from src/domain (the same schema the server parses with, or one derived from the same rule).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FieldPath,
  type FieldValues,
  get,
  type PathValue,
  type UseFormReturn,
  useForm,
  useWatch,
} from 'react-hook-form';
import type * as z from 'zod';

export type SchemaForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  /** The inputs as typed. */
  values: Input;
  /**
   * A Mantine input's value, change handler and error. By default a change clears the field's error
   * (and those of `alsoClears`) and errors come back only on the next submit, as the modals always
   * did; see SchemaFormOptions.revalidate.
   */
  bind: <Name extends FieldPath<Input>>(
    name: Name,
    alsoClears?: FieldPath<Input>[],
  ) => {
    value: PathValue<Input, Name>;
    onChange: (value: PathValue<Input, Name>) => void;
    error: string | undefined;
  };
  /** Sets a value the way `bind` does, for inputs whose change handler says more than the value. */
  change: <Name extends FieldPath<Input>>(
    name: Name,
    value: PathValue<Input, Name>,
    alsoClears?: FieldPath<Input>[],
  ) => void;
  /** The field's first message, if any. */
  errorOf: (name: FieldPath<Input>) => string | undefined;
};

export interface SchemaFormOptions {
  /**
   * When messages change after a refused submit: 'onSubmit' (the default) clears a field's message
   * as it is edited and checks again on the next submit; 'onChange' checks the whole form again on
   * every change, so messages follow the inputs (the form builder's modals).
   */
  revalidate?: 'onSubmit' | 'onChange';
}

export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: Input,
  { revalidate = 'onSubmit' }: SchemaFormOptions = {},
): SchemaForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({
    // biome-ignore lint/suspicious/noExplicitAny: the resolver's overloads cannot see through the generic schema.
    resolver: zodResolver(schema as any) as never,
    // biome-ignore lint/suspicious/noExplicitAny: RHF's DefaultValues is a deep partial of Input.
    defaultValues: defaultValues as any,
    reValidateMode: 'onSubmit',
  });
  const values = { ...defaultValues, ...useWatch({ control: form.control }) } as Input;
  const errorOf = (name: FieldPath<Input>): string | undefined =>
    (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const change: SchemaForm<Input, Output>['change'] = (name, value, alsoClears = []) => {
    form.setValue(name, value, { shouldDirty: true });
    if (revalidate === 'onSubmit') form.clearErrors([name, ...alsoClears]);
    else if (form.formState.isSubmitted) void form.trigger();
  };
  return {
    ...form,
    values,
    errorOf,
    change,
    bind: (name, alsoClears) => ({
      value: get(values, name),
      onChange: (value) => change(name, value, alsoClears),
      error: errorOf(name),
    }),
  };
}
