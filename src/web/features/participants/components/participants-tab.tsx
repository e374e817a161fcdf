// Participantes (spec §2 Participants): header, cards, and the list, or a first-steps message
// while nobody has registered.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { EventTabProps } from '../../../shared/lib/event-tab.ts';
import { useParticipantSummary } from '../api/get-participant-summary.ts';
import { AddParticipantModal } from './add-participant-modal.tsx';
import { CommunicateModal } from './communicate-modal.tsx';
import { CommunicationsPanel } from './communications-panel.tsx';
import { NoParticipants } from './no-participants.tsx';
import { ParticipantCards } from './participant-cards.tsx';
import { ParticipantsTable } from './participants-table.tsx';
import { ReportButton } from './report-button.tsx';

export function ParticipantsTab({ event }: EventTabProps) {
  const summary = useParticipantSummary(event.id);
  const total = summary.data?.total;
  const [communicating, setCommunicating] = useState(false);
  const [adding, setAdding] = useState(false);
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
        <Group gap="sm">
          <ReportButton eventId={event.id} disabled={!total} />
          <Button variant="default" leftSection={<IconUserPlus size={18} />} onClick={() => setAdding(true)}>
            Adicionar participante
          </Button>
          <Button
            leftSection={<IconMail size={18} />}
            disabled={!total}
            onClick={() => setCommunicating(true)}
          >
            Comunicar Participantes
          </Button>
        </Group>
      </Group>
      <ParticipantCards summary={summary.data} />
      {total === 0 ? <NoParticipants publicUrl={event.public_url} /> : <ParticipantsTable event={event} />}
      <CommunicationsPanel eventId={event.id} />
      <CommunicateModal event={event} opened={communicating} onClose={() => setCommunicating(false)} />
      <AddParticipantModal
        eventId={event.id}
        tickets={event.tipos_ingresso}
        opened={adding}
        onClose={() => setAdding(false)}
      />
    </Stack>
  );
}
