import { Alert, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import type { RegistrationType } from '../../../../domain/event-form/event-form-contract.ts';
import { DEFAULT_APPROVAL_DEADLINE } from '../model/form-values.ts';
import type { EventFormState } from '../model/use-event-form-state.ts';
import { ApprovalDeadlineFields } from './approval-deadline-fields.tsx';
import { FormSection } from './form-section.tsx';

/** Create mode only (spec §2): the choice of Pré Inscrição cannot be undone later. */
export function RegistrationTypeSection({ form }: { form: EventFormState }) {
  const { values, patch, error } = form;
  const choose = (type: RegistrationType) =>
    patch(
      type === 'immediate'
        ? { pre_inscricao_type: type, approval_value: '', approval_unit: 'dias' }
        : { pre_inscricao_type: type, approval_value: values.approval_value || DEFAULT_APPROVAL_DEADLINE },
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
          <ApprovalDeadlineFields form={form} />
        </Stack>
      )}
    </FormSection>
  );
}

/**
 * Edit mode of an approval event: the type is fixed, but the payment deadline stays editable
 * (only the registration type is irreversible).
 */
export function ApprovalSettingsSection({ form }: { form: EventFormState }) {
  return (
    <FormSection title="Pré Inscrição">
      <Text size="sm" c="dimmed">
        <IconLock size={14} style={{ verticalAlign: -2, marginRight: 4 }} aria-hidden />
        Os inscritos deste evento precisam ser aprovados antes de pagar; o tipo de inscrição não pode ser
        alterado.
      </Text>
      <ApprovalDeadlineFields form={form} />
    </FormSection>
  );
}
