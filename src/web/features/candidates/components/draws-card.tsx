// The event's lotteries, each linking to its public audit page (issue 9): the organiser can hand
// the link to anyone who asks how the selection was made. Hidden until there is a draw.
import { Anchor, Paper, Stack, Table, Text } from '@mantine/core';
import { formatDateTimeBR } from '../../../../domain/dates.ts';
import { useEventDraws } from '../api/candidates-api.ts';

export function DrawsCard({ eventId }: { eventId: number }) {
  const draws = useEventDraws(eventId);
  if (!draws.data?.length) return null;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label="Sorteios">
      <Stack gap="xs">
        <Text fw={600}>Sorteios</Text>
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Realizado em</Table.Th>
                <Table.Th>Selecionados</Table.Th>
                <Table.Th>Auditoria</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draws.data.map((draw) => (
                <Table.Tr key={draw.id}>
                  <Table.Td>{formatDateTimeBR(new Date(draw.realizado_em))}</Table.Td>
                  <Table.Td>
                    {draw.quantidade} de {draw.elegiveis}
                  </Table.Td>
                  <Table.Td>
                    {/* The address may break anywhere: a phone shows it whole instead of cutting it. */}
                    <Anchor
                      href={`/sorteio/${draw.id}`}
                      target="_blank"
                      rel="noopener"
                      size="sm"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      /sorteio/{draw.id}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
