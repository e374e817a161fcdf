// "Comunicações": each message sent to this event's people with its delivery counts (polled while
// anything waits), why deliveries failed, and a button that puts the failed ones back in the queue.
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { formatDateTimeBR } from '../../../../domain/dates.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { notify, notifySuccess } from '../../../shared/notify/notify.tsx';
import { useCommunications, useRetryFailed } from '../api/communications.ts';

const AUDIENCE_LABELS = {
  participantes: 'Participantes',
  compradores: 'Compradores',
  pre_inscritos: 'Pré-inscritos',
};

export function CommunicationsPanel({ eventId }: { eventId: number }) {
  const list = useCommunications(eventId);
  const retry = useRetryFailed(eventId);
  if (!list.data || list.data.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Comunicações">
      <Title order={4}>Comunicações</Title>
      {list.data.map((c) => (
        <Paper key={c.id} withBorder radius="md" p="sm" data-testid="communication">
          <Group justify="space-between" align="flex-start" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {c.subject}
              </Text>
              <Text size="xs" c="dimmed">
                {AUDIENCE_LABELS[c.audience]} · {formatDateTimeBR(new Date(c.createdAt))}
                {c.createdBy ? ` · ${c.createdBy}` : ''}
              </Text>
            </div>
            <Group gap={6}>
              <Badge color="gray" variant="light">
                Na fila: {c.counts.queued}
              </Badge>
              <Badge color="green" variant="light">
                Enviados: {c.counts.sent}
              </Badge>
              <Badge color={c.counts.failed ? 'red' : 'gray'} variant="light">
                Falharam: {c.counts.failed}
              </Badge>
            </Group>
          </Group>
          {c.falhas.length > 0 && (
            <Group justify="space-between" align="flex-end" mt="xs" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                {c.falhas.map((f) => (
                  <Text key={f.motivo} size="xs" c="red.8" style={{ wordBreak: 'break-word' }}>
                    {f.quantidade} × {f.motivo}
                  </Text>
                ))}
              </Stack>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRefresh size={14} />}
                loading={retry.isPending && retry.variables === c.id}
                onClick={() =>
                  retry.mutate(c.id, {
                    onSuccess: ({ reenviados }) =>
                      notifySuccess(
                        reenviados === 1
                          ? '1 e-mail voltou para a fila.'
                          : `${reenviados} e-mails voltaram para a fila.`,
                      ),
                    onError: (error) => notify('error', describeError(error)),
                  })
                }
              >
                Reenviar falhas
              </Button>
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
