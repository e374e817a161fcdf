// Edit a participant's data, or transfer their ticket to another person: the same fields, checked
// with the same schema the server parses (domain/contracts/order-changes.ts).
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import {
  editParticipantBodySchema,
  REASON_MAX,
  transferParticipantBodySchema,
} from '../../../../domain/contracts/order-changes.ts';
import type { ParticipantDetails } from '../../../../domain/contracts/participants.ts';
import { maskCpfCnpj, maskPhone } from '../../../../domain/documents.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts';
import { notifySuccess } from '../../../shared/notify/notify.tsx';
import { useEditParticipant, useTransferParticipant } from '../api/order-changes.ts';

export type PersonModalMode = 'editar' | 'transferir';

interface Values {
  nome: string;
  email: string;
  telefone: string;
  cpf: string;
  motivo: string;
}

const empty: Values = { nome: '', email: '', telefone: '', cpf: '', motivo: '' };

export function PersonModal({
  eventId,
  participant,
  mode,
  onClose,
}: {
  eventId: number;
  participant: ParticipantDetails | null;
  mode: PersonModalMode;
  onClose: () => void;
}) {
  const transfer = mode === 'transferir';
  const schema = transfer ? transferParticipantBodySchema : editParticipantBodySchema;
  const form = useSchemaForm(schema as never, empty as never);
  const edit = useEditParticipant(eventId);
  const move = useTransferParticipant(eventId);
  const mutation = transfer ? move : edit;
  const opened = participant !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form when the dialog opens
  useEffect(() => {
    if (!participant) return;
    form.reset(
      (transfer
        ? empty
        : {
            nome: participant.nome,
            email: participant.email,
            telefone: participant.telefone ? maskPhone(participant.telefone) : '',
            cpf: participant.cpf ? maskCpfCnpj(participant.cpf) : '',
            motivo: '',
          }) as never,
    );
    mutation.reset();
  }, [opened, participant?.id, transfer]);
  const submit = form.handleSubmit((body) => {
    if (!participant) return;
    const done = {
      onSuccess: (message: string) => {
        notifySuccess(message);
        onClose();
      },
    };
    if (transfer) move.mutate({ id: participant.id, body: body as never }, done);
    else edit.mutate({ id: participant.id, body: body as never }, done);
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={transfer ? 'Transferir ingresso' : 'Editar participante'}
      size="md"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" data-testid={transfer ? 'transfer-participant' : 'edit-participant'}>
          {transfer && participant && (
            <Text size="sm">
              O ingresso de <strong>{participant.nome}</strong> passa para outra pessoa: um novo ingresso é
              enviado a ela e o QR code antigo deixa de abrir a entrada.
            </Text>
          )}
          {field('nome', transfer ? 'Nome de quem recebe' : 'Nome', { required: true })}
          {field('email', 'E-mail', { required: true, type: 'email' })}
          {field('telefone', 'Telefone', { inputMode: 'tel', placeholder: '(62) 99111-0001' })}
          {field('cpf', 'CPF', { inputMode: 'numeric', placeholder: '000.000.000-00' })}
          {transfer && (
            <Textarea
              label="Motivo (opcional)"
              maxLength={REASON_MAX}
              autosize
              minRows={2}
              value={(form.values as Values).motivo}
              onChange={(e) => form.change('motivo' as never, e.currentTarget.value as never)}
            />
          )}
          {mutation.isError && (
            <Alert color="red" title={describeError(mutation.error).title}>
              {describeError(mutation.error).message}
            </Alert>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {transfer ? 'Transferir ingresso' : 'Salvar alterações'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
