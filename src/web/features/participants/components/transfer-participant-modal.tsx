// Transfer a participant's ticket to another person: the new holder's data, checked with the same
// schema the server parses (domain/contracts/order-changes.ts). Editing the participant's own
// data is edit-participant-modal.tsx.
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { REASON_MAX, transferParticipantBodySchema } from '../../../../domain/contracts/order-changes.ts';
import type { ParticipantDetails } from '../../../../domain/contracts/participants.ts';
import { maskCpfCnpj, maskPhone } from '../../../../domain/documents.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts';
import { notifySuccess } from '../../../shared/notify/notify.tsx';
import { useTransferParticipant } from '../api/order-changes.ts';

interface Values {
  nome: string;
  email: string;
  telefone: string;
  cpf: string;
  motivo: string;
}

const empty: Values = { nome: '', email: '', telefone: '', cpf: '', motivo: '' };

export function TransferParticipantModal({
  eventId,
  participant,
  onClose,
}: {
  eventId: number;
  participant: ParticipantDetails | null;
  onClose: () => void;
}) {
  const form = useSchemaForm(transferParticipantBodySchema as never, empty as never);
  const move = useTransferParticipant(eventId);
  const opened = participant !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: empty the form when the dialog opens
  useEffect(() => {
    if (!participant) return;
    form.reset(empty as never);
    move.reset();
  }, [opened, participant?.id]);
  const submit = form.handleSubmit((body) => {
    if (!participant) return;
    move.mutate(
      { id: participant.id, body: body as never },
      {
        onSuccess: (message: string) => {
          notifySuccess(message);
          onClose();
        },
      },
    );
  });
  const field = (name: keyof Values, label: string, extra: Record<string, unknown> = {}) => {
    const bound = form.bind(name as never) as { value: string; error?: string };
    return (
      <TextInput
        label={label}
        value={bound.value ?? ''}
        error={bound.error}
        onChange={(e) => {
          const raw = e.currentTarget.value;
          const value = name === 'telefone' ? maskPhone(raw) : name === 'cpf' ? maskCpfCnpj(raw) : raw;
          form.change(name as never, value as never);
        }}
        {...extra}
      />
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Transferir ingresso" size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" data-testid="transfer-participant">
          {participant && (
            <Text size="sm">
              O ingresso de <strong>{participant.nome}</strong> passa para outra pessoa: um novo ingresso é
              enviado a ela e o QR code antigo deixa de abrir a entrada.
            </Text>
          )}
          {field('nome', 'Nome de quem recebe', { required: true })}
          {field('email', 'E-mail', { required: true, type: 'email' })}
          {field('telefone', 'Telefone', { inputMode: 'tel', placeholder: '(62) 99111-0001' })}
          {field('cpf', 'CPF', { inputMode: 'numeric', placeholder: '000.000.000-00' })}
          <Textarea
            label="Motivo (opcional)"
            maxLength={REASON_MAX}
            autosize
            minRows={2}
            value={(form.values as Values).motivo}
            onChange={(e) => form.change('motivo' as never, e.currentTarget.value as never)}
          />
          {move.isError && (
            <Alert color="red" title={describeError(move.error).title}>
              {describeError(move.error).message}
            </Alert>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose} disabled={move.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={move.isPending}>
              Transferir ingresso
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
