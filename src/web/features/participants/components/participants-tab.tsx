// Participantes (spec §2 Participants): header, cards, and the list, or a first-steps message
// while nobody has registered.
import { Group, Stack, Text, Title } from '@mantine/core';
import type { EventTabProps } from '../../event-dashboard/tabs/tab-panels.tsx';
import { useParticipantSummary } from '../api/get-participant-summary.ts';
import { NoParticipants } from './no-participants.tsx';
import { ParticipantCards } from './participant-cards.tsx';
import { ParticipantsTable } from './participants-table.tsx';

export function ParticipantsTab({ event }: EventTabProps) {
  const summary = useParticipantSummary(event.id);
  const total = summary.data?.total;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={3}>Participantes</Title>
          {total !== undefined && (
            <Text size="sm" c="dimmed">
              {total === 1
                ? '1 participante inscrito'
                : `${total.toLocaleString('pt-BR')} participantes inscritos`}
            </Text>
          )}
        </div>
        {/* Issue 8, next part: the "Comunicar Participantes" button and the report download go here. */}
      </Group>
      <ParticipantCards summary={summary.data} />
      {total === 0 ? <NoParticipants publicUrl={event.public_url} /> : <ParticipantsTable event={event} />}
    </Stack>
  );
}
