// The Comunicar Participantes modal's filters (spec §4 "Communication modal"): status, ticket type
// and presence. Not shown when the modal writes to the table's selection.
import { Group, MultiSelect, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminEvent } from '../../../../domain/contracts/organiser-events.ts';
import { PARTICIPANT_STATUS_LABELS, PARTICIPANT_STATUSES } from '../../../../domain/participant-status.ts';

export type Presence = 'todos' | 'presentes' | 'ausentes';

export function RecipientFilters({
  event,
  status,
  setStatus,
  ticketTypes,
  setTicketTypes,
  presence,
  setPresence,
}: {
  event: AdminEvent;
  status: string[];
  setStatus: (value: string[]) => void;
  ticketTypes: string[];
  setTicketTypes: (value: string[]) => void;
  presence: Presence;
  setPresence: (value: Presence) => void;
}) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <MultiSelect
          label="Status"
          data={PARTICIPANT_STATUSES.map((s) => ({ value: s, label: PARTICIPANT_STATUS_LABELS[s] }))}
          value={status}
          onChange={setStatus}
          placeholder={status.length ? undefined : 'Todos'}
        />
        <MultiSelect
          label="Tipo de ingresso"
          data={event.tipos_ingresso.map((t) => ({ value: String(t.id), label: t.nome }))}
          value={ticketTypes}
          onChange={setTicketTypes}
          placeholder={ticketTypes.length ? undefined : 'Todos'}
        />
      </SimpleGrid>
      <Group gap="sm">
        <div>
          <Text size="sm" fw={500} mb={4}>
            Presença
          </Text>
          <SegmentedControl
            size="xs"
            value={presence}
            onChange={(v) => setPresence(v as Presence)}
            data={[
              { value: 'todos', label: 'Todos' },
              { value: 'presentes', label: 'Presentes' },
              { value: 'ausentes', label: 'Ausentes' },
            ]}
          />
        </div>
      </Group>
    </Stack>
  );
}
