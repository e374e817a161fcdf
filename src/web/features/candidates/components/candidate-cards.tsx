// Vacancies card and status counter card (spec §2 Pré-Inscritos, §4 Slots).
import { Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { availableLabel } from '../../../../domain/candidate-rules.ts';
import type { CandidateSummary } from '../../../../domain/contracts/candidates.ts';

const n = (value: number) => value.toLocaleString('pt-BR');

function Counter({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Stack gap={0} align="center">
      <Text size="xl" fw={700} c={`${color}.7`}>
        {n(value)}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

export function CandidateCards({ summary }: { summary: CandidateSummary | undefined }) {
  if (!summary) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Skeleton h={120} radius="md" />
        <Skeleton h={120} radius="md" />
      </SimpleGrid>
    );
  }
  const { vagas, contagem } = summary;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Paper withBorder radius="md" p="md" aria-label="Vagas">
        <Stack gap={6}>
          <Group justify="space-between">
            <Text fw={600}>Vagas</Text>
            <Text size="sm" c="dimmed">
              {n(vagas.ocupadas)}/{n(vagas.total)} ocupadas
            </Text>
          </Group>
          <Progress
            value={vagas.percentual}
            color={vagas.disponiveis === 0 ? 'red' : 'teal'}
            aria-label="Ocupação"
          />
          <Group justify="space-between">
            <Text size="sm">
              Total: <b>{n(vagas.total)}</b> · Ocupadas: <b>{n(vagas.ocupadas)}</b>
            </Text>
            <Text size="sm" fw={600}>
              {availableLabel(vagas.disponiveis)} · {vagas.percentual}%
            </Text>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" aria-label="Status dos candidatos">
        <SimpleGrid cols={4} spacing="xs">
          <Counter label="Pré-Inscritos" value={contagem.pre_inscrito} color="blue" />
          <Counter label="Selecionados" value={contagem.selecionado} color="green" />
          <Counter label="Vencidos" value={contagem.prazo_vencido} color="yellow" />
          <Counter label="Desclassificados" value={contagem.desclassificado} color="red" />
        </SimpleGrid>
        {contagem.pago + contagem.isento > 0 && (
          <Text size="xs" c="dimmed" ta="center" mt="xs">
            {n(contagem.pago)} pagos e {n(contagem.isento)} isentos já são participantes
          </Text>
        )}
      </Paper>
    </SimpleGrid>
  );
}
