// Whether this phone is online, what it has saved for when it is not, and what the last sync
// could not register: conflicts (the same ticket admitted by two phones) stay on screen until
// someone has read them, never dropped silently.
import { Alert, Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconWifiOff } from '@tabler/icons-react';
import { formatDateTimeBR } from '../../../../domain/dates.ts';
import type { DoorOffline } from '../offline/use-door-offline.ts';

export function DoorConnection({ door }: { door: DoorOffline }) {
  const { list, queue, problems, online, syncing } = door;
  return (
    <Stack gap="xs">
      <Paper withBorder radius="md" p="sm" data-testid="door-connection">
        <Group justify="space-between" wrap="nowrap" gap="xs" preventGrowOverflow={false}>
          {online ? (
            <Badge
              color="green"
              size="lg"
              variant="filled"
              leftSection={<IconCloudCheck size={16} aria-hidden />}
            >
              Online
            </Badge>
          ) : (
            <Badge
              color="red.8"
              size="lg"
              variant="filled"
              leftSection={<IconWifiOff size={16} aria-hidden />}
            >
              Sem conexão
            </Badge>
          )}
          <Text size="sm" ta="right">
            {list
              ? `Lista salva: ${list.ingressos.length.toLocaleString('pt-BR')} ingressos (${formatDateTimeBR(new Date(list.geradaEm))})`
              : 'Lista ainda não salva neste celular'}
          </Text>
        </Group>
        {(queue.length > 0 || syncing) && (
          <Text size="sm" fw={700} mt={6} data-testid="door-queue">
            {syncing
              ? 'Enviando entradas guardadas…'
              : `${queue.length} ${queue.length === 1 ? 'entrada guardada' : 'entradas guardadas'} para enviar`}
          </Text>
        )}
      </Paper>
      {problems.length > 0 && (
        <Alert
          color="orange"
          variant="outline"
          bg="orange.0"
          c="dark.9"
          style={{ borderWidth: 3 }}
          icon={<IconAlertTriangle aria-hidden />}
          title="Entradas com conflito na sincronização"
          data-testid="door-conflicts"
        >
          <List size="md" spacing={4} c="dark.9" fw={600}>
            {problems.map((problem) => (
              <List.Item key={`${problem.participanteId}-${problem.em}`}>
                {problem.resultado === 'conflito' ? 'Conflito: ' : 'Recusada: '}
                {problem.mensagem}
              </List.Item>
            ))}
          </List>
          <Button mt="sm" color="dark" size="md" onClick={door.dismissProblems}>
            Entendi
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
