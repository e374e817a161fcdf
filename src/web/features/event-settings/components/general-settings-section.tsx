import { NumberInput, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import {
  clampInstallments,
  type EventSettingsView,
  SETTINGS_MESSAGES,
} from '../../../../domain/contracts/event-settings.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { useSaveSettingsSection } from '../api/save-settings-section.ts';
import { SettingsSection } from './settings-section.tsx';
import { notifySaveError } from './use-section-save.ts';

export function GeneralSettingsSection({ eventId, saved }: { eventId: number; saved: EventSettingsView }) {
  const [emailUnico, setEmailUnico] = useState(saved.emailUnico);
  const [installments, setInstallments] = useState(saved.parcelamentoMaximo);
  const save = useSaveSettingsSection(eventId, 'gerais');
  const max = saved.parcelamentoMaximoMatriz;
  const dirty = emailUnico !== saved.emailUnico || installments !== saved.parcelamentoMaximo;
  return (
    <SettingsSection
      title="Configurações Gerais"
      description="Regras aplicadas a todas as inscrições deste evento."
      dirty={dirty}
      saving={save.isPending}
      onSave={() =>
        save.mutate(
          { emailUnico, parcelamentoMaximo: installments },
          {
            onSuccess: ({ message }) =>
              notify('success', { message: message ?? SETTINGS_MESSAGES.generalSaved }),
            onError: (error) => notifySaveError(error, SETTINGS_MESSAGES.generalFailed),
          },
        )
      }
    >
      <Stack gap="md">
        <Switch
          label="Restrição de Email Único"
          description="Dois participantes não podem se inscrever com o mesmo e-mail."
          checked={emailUnico}
          onChange={(e) => setEmailUnico(e.currentTarget.checked)}
        />
        <NumberInput
          label="Parcelamento Máximo"
          description={`Número máximo de parcelas no cartão de crédito (de 1 a ${max}).`}
          min={1}
          max={max}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={installments}
          onChange={(value) => setInstallments(clampInstallments(Number(value), max))}
          maw={220}
        />
      </Stack>
    </SettingsSection>
  );
}
