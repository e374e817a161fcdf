import { Button, Group, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { readEventPeriod, validateEventForm } from '../../../../domain/event-form/validate-event-form.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { LeavePrompt } from '../../../shared/leave-guard/leave-prompt.tsx';
import { useLeaveGuard } from '../../../shared/leave-guard/use-leave-guard.ts';
import { dismissToast, notify } from '../../../shared/notify/notify.tsx';
import { useSaveEvent } from '../api/save-event.ts';
import { isFormDirty } from '../model/form-dirty.ts';
import { type EventFormValues, toEventInput, toEventRequest } from '../model/form-values.ts';
import { useEventFormState } from '../model/use-event-form-state.ts';
import { BasicInfoSection } from './basic-info-section.tsx';
import { EventDatesSection } from './event-dates-section.tsx';
import { LocationSection } from './location-section.tsx';
import { ApprovalSettingsSection, RegistrationTypeSection } from './registration-type-section.tsx';
import { TicketsSection } from './tickets-section.tsx';

export interface EventFormProps {
  initial: EventFormValues;
  /** Edit mode: the saved registration type is what the irreversibility rule compares with. */
  savedNeedsApproval: boolean | null;
  onUpdated?: () => void;
}

const UNSAVED_EVENT_MESSAGE =
  'Há alterações neste evento que ainda não foram salvas. Se sair agora, elas serão perdidas.';

function firstMessages(errors: Record<string, string[]>): string {
  return [...new Set(Object.values(errors).map((m) => m[0]))].filter(Boolean).join('\n');
}

export function EventForm({ initial, savedNeedsApproval, onUpdated }: EventFormProps) {
  const form = useEventFormState(initial);
  // What "no unsaved changes" means: the loaded event, then whatever was last saved.
  const [saved, setSaved] = useState(initial);
  const guard = useLeaveGuard(isFormDirty(saved, form.values));
  const navigate = useNavigate();
  const save = useSaveEvent();
  const isEdit = initial.id !== null;
  const input = useMemo(() => toEventInput(form.values), [form.values]);
  const eventEnd = useMemo(() => readEventPeriod(input).endsAt, [input]);

  const submit = async () => {
    const errors = validateEventForm(input, {
      hasMembers: form.values.has_members,
      previous: savedNeedsApproval === null ? null : { needsApproval: savedNeedsApproval, placesTaken: 0 },
      soldByTicketId: new Map(
        form.values.tipos_ingresso.flatMap((t) => (t.id === null ? [] : [[t.id, t.quantidade_vendida]])),
      ),
    });
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      notify('error', { title: 'Dados Inválidos', message: firstMessages(errors) });
      return;
    }
    // Shown while saving, then replaced by the outcome (never left beside it).
    const progress = notify('info', {
      message: isEdit ? 'Atualizando evento...' : 'Criando evento...',
      durationMs: false,
    });
    const submitted = form.values;
    try {
      const result = await save.mutateAsync({
        request: toEventRequest(submitted),
        banner: submitted.banner,
      });
      dismissToast(progress);
      notify('success', {
        message: result.message ?? (isEdit ? 'Evento atualizado com sucesso!' : 'Evento criado com sucesso!'),
      });
      setSaved(submitted);
      if (isEdit) onUpdated?.();
      else {
        guard.allowNextNavigation();
        navigate(`/admin/eventos/${result.data.evento.id}`);
      }
    } catch (error) {
      dismissToast(progress);
      if (isApiError(error) && error.fieldErrors) form.setErrors(error.fieldErrors);
      notify('error', {
        title: isEdit ? 'Erro ao atualizar evento' : 'Erro ao criar evento',
        message: describeError(error).message,
      });
    }
  };

  const submitting = save.isPending;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!submitting) void submit();
      }}
    >
      <Stack gap="lg">
        <BasicInfoSection form={form} editorKey={String(initial.id ?? 'novo')} />
        {!isEdit && <RegistrationTypeSection form={form} />}
        {isEdit && savedNeedsApproval && <ApprovalSettingsSection form={form} />}
        <EventDatesSection form={form} />
        <LocationSection form={form} />
        <TicketsSection form={form} eventEnd={eventEnd} />
        <LeavePrompt guard={guard} message={UNSAVED_EVENT_MESSAGE} />
        <Group justify="flex-end">
          <Button type="submit" size="md" disabled={submitting}>
            {isEdit
              ? submitting
                ? 'Atualizando Evento...'
                : 'Atualizar Evento'
              : submitting
                ? 'Criando Evento...'
                : 'Criar Evento'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
