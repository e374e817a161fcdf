import { SimpleGrid } from '@mantine/core';
import type { EventFormState } from '../model/use-event-form-state.ts';
import { FormSection } from './form-section.tsx';
import { DateInputField, TimeInputField } from './masked-inputs.tsx';

export function EventDatesSection({ form }: { form: EventFormState }) {
  const { values, set, error } = form;
  return (
    <FormSection title="Data do Evento">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateInputField
          label="Data de início"
          required
          value={values.data_inicio}
          onChange={(v) => set('data_inicio', v)}
          error={error('data_inicio')}
        />
        <TimeInputField
          label="Hora de início"
          required
          value={values.hora_inicio}
          onChange={(v) => set('hora_inicio', v)}
          error={error('hora_inicio')}
        />
        <DateInputField
          label="Data de fim"
          required
          value={values.data_fim}
          onChange={(v) => set('data_fim', v)}
          error={error('data_fim')}
        />
        <TimeInputField
          label="Hora de fim"
          required
          value={values.hora_fim}
          onChange={(v) => set('hora_fim', v)}
          error={error('hora_fim')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
