import { NumberInput, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import {
  clampInstallments,
  type EventSettingsView,
  SETTINGS_MESSAGES,
} from '../../../../domain/contracts/event-settings.ts';
import { MAX_PARTICIPANTS_PER_ORDER } from '../../../../domain/input-bounds.ts';
import {
  MAX_WITHDRAWAL_LIMIT_HOURS,
  MIN_WITHDRAWAL_LIMIT_HOURS,
  WITHDRAWAL_DAYS,
} from '../../../../domain/order-lifecycle.ts';
import { MAX_PIX_HOLD_MINUTES, MIN_PIX_HOLD_MINUTES } from '../../../../domain/order-limits.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { useSaveSettingsSection } from '../api/save-settings-section.ts';
import { SettingsSection } from './settings-section.tsx';
import { notifySaveError } from './use-section-save.ts';

/** A stepper's value as a whole number within its bounds; null while the field is emptied. */
function clampWhole(value: string | number, min: number, max: number): number | null {
  const n = Math.round(Number(value));
  if (value === '' || !Number.isFinite(n)) return null;
  return Math.min(max, Math.max(min, n));
}

export function GeneralSettingsSection({ eventId, saved }: { eventId: number; saved: EventSettingsView }) {
  const [emailUnico, setEmailUnico] = useState(saved.emailUnico);
  const [installments, setInstallments] = useState(saved.parcelamentoMaximo);
  const [perOrder, setPerOrder] = useState(saved.limiteParticipantesPorPedido);
  const [pixHold, setPixHold] = useState(saved.tempoReservaPix);
  const [withdrawalHours, setWithdrawalHours] = useState(saved.limiteCancelamentoHoras);
  const save = useSaveSettingsSection(eventId, 'gerais');
  const max = saved.parcelamentoMaximoMatriz;
  const dirty =
    emailUnico !== saved.emailUnico ||
    installments !== saved.parcelamentoMaximo ||
    perOrder !== saved.limiteParticipantesPorPedido ||
    pixHold !== saved.tempoReservaPix ||
    withdrawalHours !== saved.limiteCancelamentoHoras;
  return (
    <SettingsSection
      title="Configurações Gerais"
      description="Regras aplicadas a todas as inscrições deste evento."
      dirty={dirty}
      saving={save.isPending}
      onSave={() =>
        save.mutate(
          {
            emailUnico,
            parcelamentoMaximo: installments,
            limiteParticipantesPorPedido: perOrder,
            tempoReservaPix: pixHold,
            limiteCancelamentoHoras: withdrawalHours,
          },
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
          maw={440}
        />
        <NumberInput
          label="Participantes por Inscrição"
          description={`Quantas pessoas uma mesma inscrição pode incluir (de 1 a ${MAX_PARTICIPANTS_PER_ORDER}). Evita que alguém reserve muitas vagas ou dispare muitos e-mails de uma vez.`}
          min={1}
          max={MAX_PARTICIPANTS_PER_ORDER}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={perOrder}
          onChange={(value) => setPerOrder(clampWhole(value, 1, MAX_PARTICIPANTS_PER_ORDER) ?? perOrder)}
          maw={440}
        />
        <NumberInput
          label="Tempo de Reserva do PIX"
          description={`Minutos que um pedido PIX segura as vagas enquanto aguarda o pagamento (de ${MIN_PIX_HOLD_MINUTES} a ${MAX_PIX_HOLD_MINUTES}). Sem pagamento nesse prazo, as vagas voltam à venda.`}
          min={MIN_PIX_HOLD_MINUTES}
          max={MAX_PIX_HOLD_MINUTES}
          step={5}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          suffix=" min"
          value={pixHold}
          onChange={(value) =>
            setPixHold(clampWhole(value, MIN_PIX_HOLD_MINUTES, MAX_PIX_HOLD_MINUTES) ?? pixHold)
          }
          maw={440}
        />
        <NumberInput
          label="Cancelamento pelo comprador até (horas antes do evento)"
          description={`Direito de arrependimento (CDC art. 49): o comprador pode cancelar e receber o reembolso em até ${WITHDRAWAL_DAYS} dias após a compra, até este número de horas antes do início do evento (de ${MIN_WITHDRAWAL_LIMIT_HOURS} a ${MAX_WITHDRAWAL_LIMIT_HOURS}; 0 = até o início). A regra aparece ao comprador antes de pagar.`}
          min={MIN_WITHDRAWAL_LIMIT_HOURS}
          max={MAX_WITHDRAWAL_LIMIT_HOURS}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          suffix=" h"
          value={withdrawalHours}
          onChange={(value) =>
            setWithdrawalHours(
              clampWhole(value, MIN_WITHDRAWAL_LIMIT_HOURS, MAX_WITHDRAWAL_LIMIT_HOURS) ?? withdrawalHours,
            )
          }
          maw={440}
        />
      </Stack>
    </SettingsSection>
  );
}
