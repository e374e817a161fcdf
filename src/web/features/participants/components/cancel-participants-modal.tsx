// "Cancelar inscrição" for one participant (row menu, details dialog) or the selection (bulk bar):
// a reason, whether to give the money back and, optionally, only part of it. The server decides
// what may be refunded; this only says what was asked and shows its answer.
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { z } from 'zod';
import { REASON_MAX } from '../../../../domain/contracts/order-changes.ts';
import { formatBRL, parseMoney } from '../../../../domain/money.ts';
import { plural } from '../../../../domain/plural.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { useCancelParticipants } from '../api/order-changes.ts';

const formSchema = z
  .object({
    motivo: z.string().trim().min(1, 'Informe o motivo do cancelamento.').max(REASON_MAX),
    reembolsar: z.boolean(),
    parcial: z.boolean(),
    valor: z.string(),
  })
  .superRefine((form, ctx) => {
    if (!form.reembolsar || !form.parcial) return;
    const cents = parseMoney(form.valor);
    if (cents === null || cents <= 0)
      ctx.addIssue({ code: 'custom', path: ['valor'], message: 'Informe um valor de reembolso válido.' });
  });

export interface CancelTarget {
  ids: number[];
  /** Who, for the title: one name, or "3 participantes". */
  label: string;
  /** What they paid through the platform, in centavos (what a full refund gives back). */
  paidCents: number;
}

export function CancelParticipantsModal({
  eventId,
  target,
  onClose,
  onDone,
}: {
  eventId: number;
  target: CancelTarget | null;
  onClose: () => void;
  onDone?: () => void;
}) {
  const cancel = useCancelParticipants(eventId);
  const form = useSchemaForm(formSchema, {
    motivo: '',
    reembolsar: (target?.paidCents ?? 0) > 0,
    parcial: false,
    valor: '',
  });
  // Each opening starts clean, refunding by default when something was paid.
  const opened = target !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens for a new target
  useEffect(() => {
    if (opened)
      form.reset({ motivo: '', reembolsar: (target?.paidCents ?? 0) > 0, parcial: false, valor: '' });
  }, [opened, target]);
  const close = () => {
    form.reset({ motivo: '', reembolsar: true, parcial: false, valor: '' });
    cancel.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    if (!target) return;
    cancel.mutate(
      {
        participantes_ids: target.ids,
        reembolsar: values.reembolsar && target.paidCents > 0,
        motivo: values.motivo,
        valor_reembolso_cents: values.reembolsar && values.parcial ? parseMoney(values.valor) : null,
      },
      {
        onSuccess: (reply) => {
          const failed = reply.estornos.some((e) => !e.reembolsado);
          notify(failed ? 'warning' : 'success', { message: reply.message });
          onDone?.();
          close();
        },
      },
    );
  });
  const paid = target?.paidCents ?? 0;
  const { values } = form;
  return (
    <Modal opened={target !== null} onClose={close} title="Cancelar inscrição" size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" data-testid="cancel-participants">
          <Text size="sm">
            Cancelar {target?.label}. {target && target.ids.length > 1 ? 'As vagas voltam' : 'A vaga volta'}{' '}
            para venda na hora e o comprador é avisado por e-mail.
          </Text>
          <Textarea
            label="Motivo"
            description="Aparece no e-mail ao comprador e no histórico do participante."
            autosize
            minRows={2}
            maxLength={REASON_MAX}
            required
            {...form.bind('motivo')}
            onChange={(e) => form.change('motivo', e.currentTarget.value)}
          />
          {paid > 0 ? (
            <>
              <Checkbox
                label={`Reembolsar o valor pago (${formatBRL(paid)})`}
                checked={values.reembolsar}
                onChange={(e) => form.change('reembolsar', e.currentTarget.checked)}
              />
              {values.reembolsar && (
                <Checkbox
                  ml="lg"
                  label="Reembolsar só parte do valor"
                  checked={values.parcial}
                  onChange={(e) => form.change('parcial', e.currentTarget.checked)}
                />
              )}
              {values.reembolsar && values.parcial && (
                <TextInput
                  ml="lg"
                  label="Valor a reembolsar"
                  description={`Até ${formatBRL(paid)}.`}
                  leftSection="R$"
                  inputMode="decimal"
                  placeholder="0,00"
                  {...form.bind('valor')}
                  onChange={(e) => form.change('valor', e.currentTarget.value)}
                />
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              Nada foi pago pela plataforma por{' '}
              {target && target.ids.length > 1 ? 'estes participantes' : 'este participante'}: não há valor a
              reembolsar.
            </Text>
          )}
          {cancel.isError && (
            <Alert color="red" title={describeError(cancel.error).title}>
              {describeError(cancel.error).message}
            </Alert>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close} disabled={cancel.isPending}>
              Voltar
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              {values.reembolsar && paid > 0 ? 'Cancelar e reembolsar' : 'Cancelar inscrição'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function cancelTargetLabel(names: string[]): string {
  return names.length === 1 ? (names[0] ?? '') : plural(names.length, 'participante', 'participantes');
}
