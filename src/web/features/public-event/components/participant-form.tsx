import { Grid, Paper, Stack, TextInput, Title } from '@mantine/core';
import type { PublicEvent } from '../../../../domain/contracts/public-event.ts';
import { maskCpfCnpj, maskPhone, onlyDigits } from '../../../../domain/documents.ts';
import { type AnswerValue, customFieldKey, isFieldVisible } from '../../../../domain/participant-form.ts';
import type { ParticipantStackEntry } from '../../../../domain/participant-stack.ts';
import { CustomFieldInput } from '../../../shared/participant-form/custom-field-input.tsx';
import { EMPTY_PARTICIPANT, type ParticipantData, type PersonField } from '../hooks/checkout-reducer.ts';
import { requiresPhoneAndCpf } from '../lib/participant-validation.ts';

export interface ParticipantFormProps {
  event: PublicEvent;
  entry: ParticipantStackEntry;
  data: ParticipantData | undefined;
  /** Form key (nome, email, telefone, cpf, campo_{id}) → message. */
  errors: Record<string, string>;
  onPersonFieldChange: (field: PersonField, value: string) => void;
  onAnswerChange: (fieldId: number, value: AnswerValue) => void;
}

/** One participant's form: name and e-mail, phone and CPF when required, and the visible custom fields. */
export function ParticipantForm({
  event,
  entry,
  data = EMPTY_PARTICIPANT,
  errors,
  onPersonFieldChange,
  onAnswerChange,
}: ParticipantFormProps) {
  const ticket = event.tipos_ingresso.find((candidate) => candidate.id === entry.ticketTypeId);
  const asksPhoneAndCpf = requiresPhoneAndCpf(event, ticket);
  const visibleFields = event.formulario.filter((field) =>
    isFieldVisible(field, event.formulario, data.answers, entry.ticketTypeId),
  );
  const heading = `Participante ${entry.posicaoPilha + 1}`;
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label={heading}
      data-testid={`participant-${entry.posicaoPilha + 1}`}
    >
      <Title order={3} size="h5" mb="sm">
        {heading} — {ticket?.nome ?? 'Ingresso'} #{entry.tipoIndex}
      </Title>
      <Stack gap="sm">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Nome completo"
              withAsterisk
              autoComplete="name"
              value={data.nome}
              error={errors.nome}
              onChange={(e) => onPersonFieldChange('nome', e.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Email"
              type="email"
              withAsterisk
              autoComplete="email"
              value={data.email}
              error={errors.email}
              onChange={(e) => onPersonFieldChange('email', e.currentTarget.value)}
            />
          </Grid.Col>
          {asksPhoneAndCpf && (
            <>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label="Telefone"
                  type="tel"
                  withAsterisk
                  inputMode="tel"
                  placeholder="(00) 00000-0000"
                  value={data.telefone}
                  error={errors.telefone}
                  onChange={(e) => onPersonFieldChange('telefone', maskPhone(e.currentTarget.value))}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label="CPF"
                  withAsterisk
                  inputMode="numeric"
                  placeholder="000.000.000-00"
                  value={data.cpf}
                  error={errors.cpf}
                  onChange={(e) =>
                    onPersonFieldChange('cpf', maskCpfCnpj(onlyDigits(e.currentTarget.value).slice(0, 11)))
                  }
                />
              </Grid.Col>
            </>
          )}
        </Grid>
        {visibleFields.map((field) => (
          <CustomFieldInput
            key={field.id}
            field={field}
            value={data.answers[field.id]}
            error={errors[customFieldKey(field.id)]}
            onChange={(value) => onAnswerChange(field.id, value)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
