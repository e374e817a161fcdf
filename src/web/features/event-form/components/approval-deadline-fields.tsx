import { Group, Select, Stack, Text } from '@mantine/core';
import {
  APPROVAL_DEADLINE_UNITS,
  type ApprovalDeadlineUnit,
} from '../../../../domain/event-form/event-form-contract.ts';
import { MAX_APPROVAL_DEADLINE } from '../../../../domain/input-bounds.ts';
import type { EventFormState } from '../model/use-event-form-state.ts';
import { NumberInputField } from './masked-inputs.tsx';

const UNIT_LABELS: Record<ApprovalDeadlineUnit, string> = {
  horas: 'Horas',
  dias: 'Dias',
  semanas: 'Semanas',
  meses: 'Meses',
};

/** How long a selected candidate has to pay (default 7 dias); editable at creation and later. */
export function ApprovalDeadlineFields({ form }: { form: EventFormState }) {
  const { values, patch, error } = form;
  return (
    <Stack gap="sm">
      <Text size="sm" fw={500} id="prazo-pagamento">
        Prazo para pagamento após a aprovação
      </Text>
      <Group align="flex-start" wrap="wrap">
        <NumberInputField
          aria-label="Prazo para pagamento"
          min={1}
          max={MAX_APPROVAL_DEADLINE}
          value={values.approval_value}
          onChange={(v) => patch({ approval_value: v })}
          error={error('pre_inscricao_approval_duration.value')}
          w={120}
        />
        <Select
          aria-label="Unidade do prazo"
          data={APPROVAL_DEADLINE_UNITS.map((u) => ({ value: u, label: UNIT_LABELS[u] }))}
          value={values.approval_unit}
          onChange={(v) => patch({ approval_unit: (v as ApprovalDeadlineUnit) ?? 'dias' })}
          allowDeselect={false}
          w={160}
        />
      </Group>
    </Stack>
  );
}
