// The tab's cards (spec §2 Participants, §4 Presence): counts of the whole event by status group
// and the attendance rate.
import { Paper, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ParticipantSummary } from '../../../../domain/contracts/participants.ts';

function Card({ label, value, hint, color }: { label: string; value: string; hint?: string; color: string }) {
  return (
    <Paper withBorder radius="md" p="sm" style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}>
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text size="xl" fw={700}>
          {value}
        </Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

const count = (n: number) => n.toLocaleString('pt-BR');

export function ParticipantCards({ summary }: { summary: ParticipantSummary | undefined }) {
  if (!summary) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        {['confirmados', 'pendentes', 'estornados', 'cancelados', 'presenca'].map((card) => (
          <Skeleton key={card} h={84} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      <Card
        label="Confirmados"
        value={count(summary.confirmados)}
        hint={summary.isentos > 0 ? `+ ${count(summary.isentos)} isentos` : undefined}
        color="green"
      />
      <Card label="Pendentes" value={count(summary.pendentes)} color="yellow" />
      <Card label="Estornados" value={count(summary.estornados)} color="orange" />
      <Card label="Cancelados" value={count(summary.cancelados)} color="gray" />
      <Paper withBorder radius="md" p="sm" style={{ borderLeft: '4px solid var(--mantine-color-indigo-6)' }}>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Taxa de presença
          </Text>
          <Text size="xl" fw={700}>
            {summary.taxaPresenca}%
          </Text>
          <Progress
            value={summary.taxaPresenca}
            size="sm"
            aria-label={`${summary.taxaPresenca}% de presença`}
          />
          <Text size="xs" c="dimmed">
            {count(summary.presentes)} de {count(summary.podemComparecer)} presentes
          </Text>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
