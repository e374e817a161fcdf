// Live counts for the door team: admitted today / expected, and per ticket type.
import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { Attendance } from '../../../../domain/contracts/check-in.ts';

const n = (value: number) => value.toLocaleString('pt-BR');

export function DoorCounts({ counts, offline }: { counts: Attendance | undefined; offline: boolean }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <div>
          <Text fw={700}>Entraram hoje</Text>
          {offline && <Text size="xs">pela lista salva e por este celular</Text>}
        </div>
        <Text fz={28} fw={800} data-testid="attendance" aria-live="polite">
          {counts ? `${n(counts.presentes)} / ${n(counts.total)}` : '…'}
        </Text>
      </Group>
      {counts && counts.porTipo.length > 1 && (
        <Stack gap={6} mt="xs" data-testid="attendance-by-ticket">
          {counts.porTipo.map((row) => (
            <div key={row.tipoIngresso}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600} truncate>
                  {row.tipoIngresso}
                </Text>
                <Text size="sm" fw={700}>
                  {n(row.presentes)} / {n(row.total)}
                </Text>
              </Group>
              <Progress
                value={row.total === 0 ? 0 : (100 * row.presentes) / row.total}
                size="sm"
                color="green"
                aria-label={`${row.tipoIngresso}: ${row.presentes} de ${row.total}`}
              />
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
