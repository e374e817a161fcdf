// "Adicionar participante": a courtesy (R$ 0,00) or a place paid outside the platform, with a note.
// Counted in the stock like a sale; the ticket goes out by e-mail like any other.
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { z } from 'zod';
import { REASON_MAX } from '../../../../domain/contracts/order-changes.ts';
import type { TicketTypeSales } from '../../../../domain/contracts/organiser-events.ts';
import { isValidCpf, isValidPhone, maskCpfCnpj, maskPhone } from '../../../../domain/documents.ts';
import { isValidEmail } from '../../../../domain/email.ts';
import { parseMoney } from '../../../../domain/money.ts';
import { PARTICIPANT_MESSAGES } from '../../../../domain/participant-form.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts';
import { notifySuccess } from '../../../shared/notify/notify.tsx';
import { useAddParticipant } from '../api/order-changes.ts';

const formSchema = z
  .object({
    tipo: z.enum(['cortesia', 'manual']),
    nome: z.string().trim().min(1, PARTICIPANT_MESSAGES.nameRequired),
    email: z
      .string()
      .trim()
      .min(1, PARTICIPANT_MESSAGES.emailRequired)
      .refine(isValidEmail, PARTICIPANT_MESSAGES.emailInvalid),
    telefone: z.string().refine((v) => v.trim() === '' || isValidPhone(v), PARTICIPANT_MESSAGES.phoneInvalid),
    cpf: z.string().refine((v) => v.trim() === '' || isValidCpf(v), PARTICIPANT_MESSAGES.cpfInvalid),
    ticketTypeId: z.string().min(1, 'Escolha o tipo de ingresso.'),
    valor: z.string(),
    observacao: z.string().max(REASON_MAX),
  })
  .superRefine((form, ctx) => {
    if (form.tipo !== 'manual') return;
    const cents = parseMoney(form.valor);
    if (cents === null || cents <= 0)
      ctx.addIssue({ code: 'custom', path: ['valor'], message: 'Informe o valor pago.' });
  });

const initial = {
  tipo: 'cortesia' as const,
  nome: '',
  email: '',
  telefone: '',
  cpf: '',
  ticketTypeId: '',
  valor: '',
  observacao: '',
};

export function AddParticipantModal({
  eventId,
  tickets,
  opened,
  onClose,
}: {
  eventId: number;
  tickets: TicketTypeSales[];
  opened: boolean;
  onClose: () => void;
}) {
  const add = useAddParticipant(eventId);
  const form = useSchemaForm(formSchema, {
    ...initial,
    ticketTypeId: tickets.length === 1 ? String(tickets[0]?.id) : '',
  });
  const close = () => {
    form.reset({ ...initial, ticketTypeId: tickets.length === 1 ? String(tickets[0]?.id) : '' });
    add.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    add.mutate(
      {
        nome: values.nome,
        email: values.email,
        telefone: values.telefone || null,
        cpf: values.cpf || null,
        ticketTypeId: Number(values.ticketTypeId),
        valor_pago: values.tipo === 'manual' ? (parseMoney(values.valor) ?? 0) : 0,
        observacao: values.observacao || null,
      },
      {
        onSuccess: (reply) => {
          notifySuccess(`${reply.message} Pedido ${reply.codigo_pedido}.`);
          close();
        },
      },
    );
  });
  const manual = form.values.tipo === 'manual';
  const text = (
    name: 'nome' | 'email' | 'telefone' | 'cpf' | 'valor',
    label: string,
    extra: Record<string, unknown> = {},
  ) => (
    <TextInput
      label={label}
      {...form.bind(name)}
      onChange={(e) => {
        const raw = e.currentTarget.value;
        form.change(name, name === 'telefone' ? maskPhone(raw) : name === 'cpf' ? maskCpfCnpj(raw) : raw);
      }}
      {...extra}
    />
  );
  return (
    <Modal opened={opened} onClose={close} title="Adicionar participante" size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" data-testid="add-participant">
          <SegmentedControl
            fullWidth
            value={form.values.tipo}
            onChange={(value) => form.change('tipo', value as 'cortesia' | 'manual')}
            data={[
              { value: 'cortesia', label: 'Cortesia (R$ 0,00)' },
              { value: 'manual', label: 'Pago fora da plataforma' },
            ]}
          />
          {text('nome', 'Nome', { required: true })}
          {text('email', 'E-mail', { required: true, type: 'email' })}
          <Group grow align="flex-start">
            {text('telefone', 'Telefone', { inputMode: 'tel' })}
            {text('cpf', 'CPF', { inputMode: 'numeric' })}
          </Group>
          <Select
            label="Tipo de ingresso"
            required
            data={tickets.map((t) => ({ value: String(t.id), label: t.nome }))}
            {...form.bind('ticketTypeId')}
            onChange={(value) => form.change('ticketTypeId', value ?? '')}
          />
          {manual &&
            text('valor', 'Valor pago', {
              leftSection: 'R$',
              inputMode: 'decimal',
              placeholder: '0,00',
              required: true,
            })}
          <Textarea
            label={manual ? 'Observação (como foi pago)' : 'Observação (opcional)'}
            maxLength={REASON_MAX}
            autosize
            minRows={2}
            value={form.values.observacao}
            onChange={(e) => form.change('observacao', e.currentTarget.value)}
          />
          {add.isError && (
            <Alert color="red" title={describeError(add.error).title}>
              {describeError(add.error).message}
            </Alert>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close} disabled={add.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={add.isPending}>
              Adicionar e enviar ingresso
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
