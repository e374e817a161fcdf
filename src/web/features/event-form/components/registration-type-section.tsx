import { Alert, Group, Radio, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  APPROVAL_DEADLINE_UNITS,
  type ApprovalDeadlineUnit,
  type RegistrationType,
} from '../../../../domain/event-form/event-form-contract.ts';
import { MAX_APPROVAL_DEADLINE } from '../../../../domain/input-bounds.ts';
import type { EventFormState } from '../model/use-event-form-state.ts';
import { FormSection } from './form-section.tsx';
import { NumberInputField } from './masked-inputs.tsx';

const UNIT_LABELS: Record<ApprovalDeadlineUnit, string> = {
  horas: 'Horas',
  dias: 'Dias',
  semanas: 'Semanas',
  meses: 'Meses',
};

/** Create mode only (spec §2): the choice of Pré Inscrição cannot be undone later. */
export function RegistrationTypeSection({ form }: { form: EventFormState }) {
  const { values, patch, error } = form;
  const choose = (type: RegistrationType) =>
    patch(
      type === 'immediate'
        ? { pre_inscricao_type: type, approval_value: '', approval_unit: 'dias' }
        : { pre_inscricao_type: type, approval_value: values.approval_value || '1' },
    );
  return (
    <FormSection title="Tipo de Inscrição">
      <Radio.Group
        value={values.pre_inscricao_type}
        onChange={(v) => choose(v as RegistrationType)}
        error={error('pre_inscricao_type')}
      >
        <Stack gap="sm">
          <Radio
            value="immediate"
            label="Inscrição Comum"
            description="Pagamento no ato da inscrição, confirmação automática."
          />
          <Radio
            value="approval"
            label="Pré Inscrição"
            description="Os inscritos precisam ser aprovados antes de pagar."
          />
        </Stack>
      </Radio.Group>
      {values.pre_inscricao_type === 'approval' && (
        <Stack gap="sm">
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} p="sm">
            A Pré Inscrição é irreversível: depois de criado, o evento não poderá voltar para Inscrição Comum.
            As quantidades por ingresso não são controladas.
          </Alert>
          <Text size="sm" fw={500}>
            Prazo para pagamento após a aprovação
          </Text>
          <Group align="flex-start">
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
      )}
    </FormSection>
  );
}
