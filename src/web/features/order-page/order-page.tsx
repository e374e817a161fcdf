// The buyer's order page (/pedido/{hash}, issue 20): the order as the confirmation e-mail told it,
// and "Cancelar inscrição" while the right of withdrawal (CDC art. 49) is open: 7 days after the
// purchase and until the organiser's limit before the event. No sign-in: the link is the key.
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { z } from 'zod';
import { publicOrderSchema, REASON_MAX } from '../../../domain/contracts/order-changes.ts';
import { formatDateTimeBR } from '../../../domain/dates.ts';
import { formatBRL } from '../../../domain/money.ts';
import { PARTICIPANT_STATUS_COLORS, PARTICIPANT_STATUS_LABELS } from '../../../domain/participant-status.ts';
import { apiRequest } from '../../shared/api/client.ts';
import { describeError } from '../../shared/api/describe-error.ts';
import { EditParticipantDialog } from './edit-participant-dialog.tsx';

const orderKey = (hash: string) => ['public-order', hash] as const;

export function OrderPage() {
  const { hash = '' } = useParams();
  const queryClient = useQueryClient();
  const order = useQuery({
    queryKey: orderKey(hash),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/api/pedidos/${encodeURIComponent(hash)}`, { schema: publicOrderSchema, signal }))
        .data,
  });
  const [asking, setAsking] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [motivo, setMotivo] = useState('');
  const withdraw = useMutation({
    mutationFn: async () =>
      (
        await apiRequest(`/api/pedidos/${encodeURIComponent(hash)}/cancelar`, {
          method: 'POST',
          body: { motivo: motivo.trim() || null },
          schema: z.unknown(),
        })
      ).message ?? 'Inscrição cancelada.',
    onSuccess: () => {
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: orderKey(hash) });
    },
  });

  if (order.isPending) return <Container py="xl">Carregando...</Container>;
  if (order.isError || !order.data) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="Pedido não encontrado">
          {describeError(order.error).message}
        </Alert>
      </Container>
    );
  }
  const data = order.data;
  const window = data.desistencia;
  return (
    <Container size="sm" py="xl" data-testid="order-page">
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            Pedido {data.codigo}
          </Text>
          <Title order={2}>{data.evento.nome}</Title>
          <Text size="sm">{formatDateTimeBR(new Date(data.evento.data_inicio))}</Text>
        </div>
        {withdraw.isSuccess && (
          <Alert color="indigo" title="Inscrição cancelada">
            {withdraw.data} Enviamos a confirmação por e-mail.
          </Alert>
        )}
        <Card withBorder radius="md">
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              Comprado por {data.comprador} em {formatDateTimeBR(new Date(data.comprado_em))}
            </Text>
            {data.participantes.map((p) => (
              <Group key={p.id} justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {p.nome}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {p.tipoIngresso} · {p.valor_cents > 0 ? formatBRL(p.valor_cents) : 'Gratuito'}
                  </Text>
                  {p.editavel && (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      px={0}
                      onClick={() => setEditing(p.id)}
                      aria-label={`Editar dados de ${p.nome}`}
                    >
                      Editar dados
                    </Button>
                  )}
                </div>
                <Badge variant="light" color={PARTICIPANT_STATUS_COLORS[p.status]} style={{ flexShrink: 0 }}>
                  {PARTICIPANT_STATUS_LABELS[p.status]}
                </Badge>
              </Group>
            ))}
            {data.participantes.some((p) => p.editavel) && (
              <Text size="sm" c="dimmed">
                Nome, e-mail, telefone, CPF e respostas podem ser corrigidos até o início do evento (
                {formatDateTimeBR(new Date(data.edicao.ate))}).
              </Text>
            )}
            <Group justify="space-between">
              <Text fw={600}>Total</Text>
              <Text fw={600}>{data.total_cents > 0 ? formatBRL(data.total_cents) : 'Gratuito'}</Text>
            </Group>
          </Stack>
        </Card>
        <Button component="a" href={`/voucher/order/${hash}`} variant="light">
          Baixar ingressos
        </Button>
        <Card withBorder radius="md">
          <Stack gap="xs">
            <Text fw={600}>Cancelar inscrição</Text>
            {window.aberta && window.ate ? (
              <>
                <Text size="sm">
                  Você pode cancelar até {formatDateTimeBR(new Date(window.ate))} (7 dias após a compra, e até{' '}
                  {window.limite_horas} horas antes do evento). O valor pago volta pelo mesmo meio de
                  pagamento.
                </Text>
                <Button color="red" variant="outline" onClick={() => setAsking(true)}>
                  Cancelar inscrição
                </Button>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {window.motivo}
              </Text>
            )}
          </Stack>
        </Card>
      </Stack>
      <EditParticipantDialog hash={hash} participantId={editing} onClose={() => setEditing(null)} />
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title="Cancelar inscrição"
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        <Stack gap="sm">
          <Text size="sm">
            Todas as inscrições deste pedido serão canceladas e os ingressos deixam de valer. O reembolso de{' '}
            {formatBRL(data.total_cents)} é pedido ao meio de pagamento da compra.
          </Text>
          <Textarea
            label="Quer contar o motivo? (opcional)"
            maxLength={REASON_MAX}
            autosize
            minRows={2}
            value={motivo}
            onChange={(e) => setMotivo(e.currentTarget.value)}
          />
          {withdraw.isError && (
            <Alert color="red" title={describeError(withdraw.error).title}>
              {describeError(withdraw.error).message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              Voltar
            </Button>
            <Button color="red" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
              Confirmar cancelamento
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
