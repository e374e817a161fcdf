// "Ver detalhes" of a Participantes row: who they are, who bought, what they paid, presence and
// every answer to the custom form, those of fields since removed from the form marked as such.
import { Alert, Badge, Button, Divider, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconArrowsExchange,
  IconMailForward,
  IconPencil,
  IconReceiptRefund,
  IconSend,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ResendKind } from '../../../../domain/contracts/order-changes.ts';
import type { ParticipantDetails } from '../../../../domain/contracts/participants.ts';
import { formatDateTimeBR } from '../../../../domain/dates.ts';
import { maskCpfCnpj, maskPhone } from '../../../../domain/documents.ts';
import { formatBRL, parseMoney } from '../../../../domain/money.ts';
import {
  PARTICIPANT_STATUS_COLORS,
  PARTICIPANT_STATUS_LABELS,
} from '../../../../domain/participant-status.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { useParticipantDetails } from '../api/get-participant-details.ts';
import { ParticipantHistory } from './participant-history.tsx';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** What the dialog's buttons ask the table to open (the dialogs live with the table). */
export interface DetailsActions {
  onEdit: (data: ParticipantDetails) => void;
  onTransfer: (data: ParticipantDetails) => void;
  onCancel: (data: ParticipantDetails) => void;
  onResend: (data: ParticipantDetails, tipo: ResendKind) => void;
}

export function ParticipantDetailsModal({
  eventId,
  participantId,
  onClose,
  actions,
}: {
  eventId: number;
  participantId: number | null;
  onClose: () => void;
  actions: DetailsActions;
}) {
  const details = useParticipantDetails(eventId, participantId);
  const data = details.data;
  const confirmed = data?.status === 'pago' || data?.status === 'isento';
  const cancellable = confirmed || data?.status === 'pendente';
  return (
    <Modal opened={participantId !== null} onClose={onClose} title="Detalhes do participante" size="lg">
      {details.isPending ? (
        <Group justify="center" p="md">
          <Loader size="sm" />
          <Text size="sm">Carregando...</Text>
        </Group>
      ) : details.isError || !data ? (
        <Alert color="red" title="Não foi possível carregar o participante">
          {describeError(details.error).message}
          <Group mt="sm">
            <Button size="xs" variant="light" onClick={() => details.refetch()}>
              Tentar Novamente
            </Button>
          </Group>
        </Alert>
      ) : (
        <Stack gap="md" data-testid="participant-details">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                {data.nome}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {data.email}
              </Text>
            </div>
            <Badge variant="light" color={PARTICIPANT_STATUS_COLORS[data.status]} style={{ flexShrink: 0 }}>
              {PARTICIPANT_STATUS_LABELS[data.status]}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Item label="Ingresso">{data.tipoIngresso}</Item>
            <Item label="Valor pago">
              {data.nuncaPago ? '—' : formatBRL(parseMoney(data.valorPago) ?? 0)}
            </Item>
            <Item label="Pedido">{data.codigoPedido}</Item>
            <Item label="Comprador">
              {data.nomeComprador} ({data.emailComprador})
            </Item>
            <Item label="Data da compra">{formatDateTimeBR(new Date(data.dataCompra))}</Item>
            <Item label="Telefone">{data.telefone ? maskPhone(data.telefone) : '—'}</Item>
            <Item label="CPF">{data.cpf ? maskCpfCnpj(data.cpf) : '—'}</Item>
            <Item label="Presença">
              {data.presencaEm ? `Presente desde ${formatDateTimeBR(new Date(data.presencaEm))}` : 'Ausente'}
            </Item>
          </SimpleGrid>
          <Group gap="xs" data-testid="participant-actions">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} />}
              onClick={() => actions.onEdit(data)}
            >
              Editar
            </Button>
            {confirmed && (
              <>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconSend size={14} />}
                  onClick={() => actions.onResend(data, 'ingresso')}
                >
                  Reenviar ingresso
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconMailForward size={14} />}
                  onClick={() => actions.onResend(data, 'confirmacao')}
                >
                  Reenviar confirmação
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconArrowsExchange size={14} />}
                  onClick={() => actions.onTransfer(data)}
                >
                  Transferir
                </Button>
              </>
            )}
            {cancellable && (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconReceiptRefund size={14} />}
                onClick={() => actions.onCancel(data)}
              >
                Cancelar inscrição
              </Button>
            )}
          </Group>
          <Divider label="Respostas do formulário" labelPosition="left" />
          {data.respostas.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nenhuma resposta ao formulário de inscrição.
            </Text>
          ) : (
            <Stack gap="xs" data-testid="participant-answers">
              {data.respostas.map((answer) => (
                <div key={answer.campoId}>
                  <Group gap={6}>
                    <Text size="sm" fw={600}>
                      {answer.rotulo}
                    </Text>
                    {answer.removido && (
                      <Badge size="xs" variant="outline" color="gray">
                        Campo removido do formulário
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {answer.resposta}
                  </Text>
                </div>
              ))}
            </Stack>
          )}
          <Divider label="Histórico" labelPosition="left" />
          <ParticipantHistory eventId={eventId} participantId={data.id} />
        </Stack>
      )}
    </Modal>
  );
}
