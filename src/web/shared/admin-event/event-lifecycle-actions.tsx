// The lifecycle buttons of an event (issue 20): the next step in plain sight (Publicar, Reabrir
// vendas), the rest under "Mais ações", each behind a confirmation that says what will happen.
// The event view and "Meus eventos" show the same component; the server decides again.
import { Alert, Button, Group, Menu, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  IconCopy,
  IconDots,
  IconEyeOff,
  IconPlayerPause,
  IconRocket,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { CANCEL_REASON_MAX } from '../../../domain/contracts/event-lifecycle.ts';
import type { AdminEventSummary } from '../../../domain/contracts/organiser-events.ts';
import type { EventAction } from '../../../domain/event-lifecycle.ts';
import { describeError } from '../api/describe-error.ts';
import { notify } from '../notify/notify.tsx';
import { useEventLifecycle } from './event-lifecycle-api.ts';

type Step = EventAction | 'duplicate';

interface StepCopy {
  label: string;
  title: string;
  body: string;
  confirm: string;
  color: string;
  icon: ReactNode;
}

function copyOf(step: Step, event: AdminEventSummary): StepCopy {
  switch (step) {
    case 'publish':
      return event.status === 'sales_closed'
        ? {
            label: 'Reabrir vendas',
            title: 'Reabrir vendas',
            body: 'Os compradores voltam a poder se inscrever, conforme as datas de venda de cada ingresso.',
            confirm: 'Reabrir vendas',
            color: 'green',
            icon: <IconRocket size={16} />,
          }
        : {
            label: 'Publicar',
            title: 'Publicar evento',
            body: `A página ${event.public_url} fica visível para todos e as vendas abrem conforme as datas de venda de cada ingresso.`,
            confirm: 'Publicar',
            color: 'green',
            icon: <IconRocket size={16} />,
          };
    case 'close_sales':
      return {
        label: 'Encerrar vendas',
        title: 'Encerrar vendas',
        body: 'A página continua no ar, mas ninguém mais consegue se inscrever ou comprar. Você pode reabrir as vendas depois.',
        confirm: 'Encerrar vendas',
        color: 'orange',
        icon: <IconPlayerPause size={16} />,
      };
    case 'unpublish':
      return {
        label: 'Voltar a rascunho',
        title: 'Voltar a rascunho',
        body: 'A página sai do ar: quem abrir o link verá "Evento não encontrado". O link de pré-visualização continua funcionando.',
        confirm: 'Voltar a rascunho',
        color: 'gray',
        icon: <IconEyeOff size={16} />,
      };
    case 'cancel':
      return {
        label: 'Cancelar evento',
        title: 'Cancelar evento',
        body: 'As vendas param, a página passa a informar o cancelamento e todos os inscritos recebem um e-mail. Os pedidos pagos pela plataforma são reembolsados automaticamente, e o andamento aparece nesta página. Esta ação não pode ser desfeita.',
        confirm: 'Cancelar evento',
        color: 'red',
        icon: <IconX size={16} />,
      };
    case 'duplicate':
      return {
        label: 'Duplicar',
        title: 'Duplicar evento',
        body: 'Uma cópia com os ingressos, o formulário, os cupons e as configurações será criada como rascunho. Nada do que foi vendido é copiado.',
        confirm: 'Duplicar',
        color: 'blue',
        icon: <IconCopy size={16} />,
      };
    case 'delete':
      return {
        label: 'Excluir evento',
        title: 'Excluir evento',
        body: 'O evento, os ingressos, o formulário, os cupons e as configurações serão apagados. Esta ação não pode ser desfeita.',
        confirm: 'Excluir',
        color: 'red',
        icon: <IconTrash size={16} />,
      };
  }
}

export function EventLifecycleActions({
  event,
  compact = false,
}: {
  event: AdminEventSummary;
  /** Smaller buttons, for a row of the events list. */
  compact?: boolean;
}) {
  const [step, setStep] = useState<Step | null>(null);
  const [reason, setReason] = useState('');
  const lifecycle = useEventLifecycle(event.id);
  const navigate = useNavigate();
  const allowed = new Set<Step>([...event.acoes, 'duplicate']);
  const primary: Step | null = allowed.has('publish') ? 'publish' : null;
  const more = (['close_sales', 'unpublish', 'duplicate', 'cancel', 'delete'] as const).filter((s) =>
    allowed.has(s),
  );

  const close = () => {
    if (lifecycle.isPending) return;
    setStep(null);
    setReason('');
  };
  const confirm = () => {
    if (!step) return;
    const call = step === 'cancel' ? { kind: step, motivo: reason } : { kind: step };
    lifecycle.mutate(call, {
      onSuccess: ({ message, duplicateId }) => {
        notify('success', { message });
        setStep(null);
        setReason('');
        if (duplicateId !== null) void navigate(`/admin/eventos/${duplicateId}`);
        else if (step === 'delete') void navigate('/admin/eventos');
      },
      onError: (error) => notify('error', describeError(error)),
    });
  };
  const size = compact ? 'xs' : 'sm';
  const current = step ? copyOf(step, event) : null;

  return (
    <>
      <Group gap="xs" wrap="nowrap">
        {primary && (
          <Button
            size={size}
            color="green"
            leftSection={copyOf(primary, event).icon}
            onClick={() => setStep(primary)}
          >
            {copyOf(primary, event).label}
          </Button>
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size={size}
              variant="default"
              leftSection={<IconDots size={16} />}
              aria-label={`Mais ações de ${event.nome}`}
            >
              {compact ? '' : 'Mais ações'}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {more.map((s) => {
              const c = copyOf(s, event);
              return (
                <Menu.Item
                  key={s}
                  leftSection={c.icon}
                  color={s === 'cancel' || s === 'delete' ? 'red' : undefined}
                  onClick={() => setStep(s)}
                >
                  {c.label}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Modal
        opened={current !== null}
        onClose={close}
        title={current?.title}
        closeOnClickOutside={!lifecycle.isPending}
        closeOnEscape={!lifecycle.isPending}
      >
        {current && (
          <Stack>
            <Text size="sm">{current.body}</Text>
            {step === 'publish' && event.aviso_recebimento && (
              <Alert color="yellow" title="Sem conta de recebimento">
                {event.aviso_recebimento}
              </Alert>
            )}
            {step === 'cancel' && (
              <Textarea
                label="Motivo (opcional, vai no e-mail aos inscritos)"
                value={reason}
                maxLength={CANCEL_REASON_MAX}
                autosize
                minRows={2}
                onChange={(e) => setReason(e.currentTarget.value)}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={lifecycle.isPending}>
                Voltar
              </Button>
              <Button color={current.color} onClick={confirm} loading={lifecycle.isPending}>
                {current.confirm}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
