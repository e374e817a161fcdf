import { Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { PublicEvent, RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import type { AnswerValue } from '../../../../domain/participant-form.ts';
import type { ParticipantStack } from '../../../../domain/participant-stack.ts';
import type { ParticipantData, PersonField } from '../hooks/checkout-reducer.ts';
import { ParticipantForm } from './participant-form.tsx';
import { PendingOrderNotice } from './pending-order-notice.tsx';
import { StepNavigation } from './step-navigation.tsx';

/** Spec §2: 'Continuar', or 'Pré Inscrever' for approval events. */
export function formStepButtonLabel(needsApproval: boolean): string {
  return needsApproval ? 'Pré Inscrever' : 'Continuar';
}

/** Step 2 of spec §2 (EventoFormulario): one form per participant in the stack. */
export function ParticipantFormsStep({
  event,
  stack,
  participants,
  errorsByEntry,
  submitting,
  pendingOrder,
  onResumePendingOrder,
  onPersonFieldChange,
  onAnswerChange,
  onBack,
  onContinue,
}: {
  event: PublicEvent;
  stack: ParticipantStack;
  participants: Record<string, ParticipantData>;
  errorsByEntry: Record<string, Record<string, string>>;
  submitting: boolean;
  pendingOrder: RegistrationResult | null;
  onResumePendingOrder: () => void;
  onPersonFieldChange: (entryId: string, field: PersonField, value: string) => void;
  onAnswerChange: (entryId: string, ticketTypeId: number, fieldId: number, value: AnswerValue) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>Formulário dos Participantes</Title>
        <Text size="sm" c="dimmed">
          {event.participants_need_approval
            ? 'Preencha os dados de cada participante para enviar a pré-inscrição. Nada é cobrado agora. Os campos marcados com * são obrigatórios.'
            : 'Preencha os dados de cada participante. Os campos marcados com * são obrigatórios.'}
        </Text>
      </div>
      {pendingOrder && <PendingOrderNotice order={pendingOrder} onResume={onResumePendingOrder} />}
      <form
        noValidate
        onSubmit={(formEvent) => {
          formEvent.preventDefault();
          onContinue();
        }}
      >
        <Stack gap="md">
          {stack.entries.map((entry) => (
            <ParticipantForm
              key={entry.id}
              event={event}
              entry={entry}
              data={participants[entry.id]}
              errors={errorsByEntry[entry.id] ?? {}}
              onPersonFieldChange={(field, value) => onPersonFieldChange(entry.id, field, value)}
              onAnswerChange={(fieldId, value) =>
                onAnswerChange(entry.id, entry.ticketTypeId, fieldId, value)
              }
            />
          ))}
          <StepNavigation
            onBack={onBack}
            submitting={submitting}
            submitLabel={formStepButtonLabel(event.participants_need_approval)}
            submitIcon={<IconArrowRight size={16} />}
          />
        </Stack>
      </form>
    </Stack>
  );
}
