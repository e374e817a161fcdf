// Novo / Editar Tipo de Ingresso (spec §5). The inputs are checked by the ticket form schema (the
// server's ticket rules on the request the draft becomes); the first failing check shows under
// its input and in a toast with its title.
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import type { TicketDraft } from '../model/form-values.ts';
import { type TicketFormContext, ticketDraftIssue, ticketFormSchema } from '../model/ticket-form.ts';
import {
  TicketAvailabilityFields,
  TicketBasicsFields,
  TicketOptionsFields,
} from './ticket-type-sections.tsx';

export interface TicketTypeModalProps {
  opened: boolean;
  /** The ticket being edited, or a fresh one for "Novo". */
  draft: TicketDraft;
  isNew: boolean;
  isApproval: boolean;
  hasMembers: boolean;
  eventEnd: Date | null;
  /** Every ticket of the form except this one. */
  others: TicketDraft[];
  onClose: () => void;
  onSave: (ticket: TicketDraft) => void;
}

export function TicketTypeModal({ opened, isNew, onClose, ...formProps }: TicketTypeModalProps) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={isNew ? 'Novo Tipo de Ingresso' : 'Editar Tipo de Ingresso'}
      size="lg"
      centered
      // On a phone the form is taller than the screen: full screen, so its buttons are not half cut.
      fullScreen={isPhone}
    >
      {/* Mounted with the modal: every opening starts from the ticket it was opened for. */}
      <TicketTypeForm {...formProps} onClose={onClose} />
    </Modal>
  );
}

function TicketTypeForm({
  draft,
  isApproval,
  hasMembers,
  eventEnd,
  others,
  onClose,
  onSave,
}: Omit<TicketTypeModalProps, 'opened' | 'isNew'>) {
  const context: TicketFormContext = { isApproval, eventEnd, others };
  const form = useSchemaForm(ticketFormSchema(context), draft);

  const showIssue = () => {
    const issue = ticketDraftIssue(form.getValues(), context);
    if (issue) notify('error', { title: issue.title, message: issue.message });
  };

  return (
    <Stack>
      <TicketBasicsFields form={form} isApproval={isApproval} />
      <TicketAvailabilityFields form={form} others={others} />
      <TicketOptionsFields form={form} hasMembers={hasMembers} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={form.handleSubmit(onSave, showIssue)}>Salvar Ingresso</Button>
      </Group>
    </Stack>
  );
}
