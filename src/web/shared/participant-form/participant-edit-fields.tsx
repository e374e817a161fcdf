// The inputs of one participant's edit (issue 20): name, e-mail, phone, CPF and the event's custom
// questions, rendered by the checkout's own CustomFieldInput, conditional ones as their parent's
// answer shows them. The state lives in useParticipantEdit.
import { Divider, Grid, Stack, Text, TextInput } from '@mantine/core';
import { customFieldKey } from '../../../domain/participant-form.ts';
import { CustomFieldInput } from './custom-field-input.tsx';
import type { ParticipantEditState, PersonKey } from './use-participant-edit.ts';

export function ParticipantEditFields({ state }: { state: ParticipantEditState }) {
  const { form, values, errors, visibleFields, setPerson, setAnswer } = state;
  const person = (key: PersonKey, label: string, extra: Record<string, unknown>) => (
    <Grid.Col span={{ base: 12, sm: 6 }}>
      <TextInput
        label={label}
        value={values[key]}
        error={errors[key]}
        onChange={(e) => setPerson(key, e.currentTarget.value)}
        {...extra}
      />
    </Grid.Col>
  );
  const asks = form.pede_telefone_cpf;
  return (
    <Stack gap="sm">
      <Grid gap="sm">
        {person('nome', 'Nome', { withAsterisk: true, autoComplete: 'name' })}
        {person('email', 'E-mail', { withAsterisk: true, type: 'email', autoComplete: 'email' })}
        {person('telefone', 'Telefone', {
          withAsterisk: asks,
          type: 'tel',
          inputMode: 'tel',
          placeholder: '(62) 99111-0001',
        })}
        {person('cpf', 'CPF', { withAsterisk: asks, inputMode: 'numeric', placeholder: '000.000.000-00' })}
      </Grid>
      {visibleFields.length > 0 && (
        <>
          <Divider
            label={
              <Text size="sm" fw={500} c="dimmed">
                Respostas do formulário
              </Text>
            }
            labelPosition="left"
          />
          {visibleFields.map((field) => (
            <CustomFieldInput
              key={field.id}
              field={field}
              value={values.answers[field.id]}
              error={errors[customFieldKey(field.id)]}
              onChange={(value) => setAnswer(field.id, value)}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
