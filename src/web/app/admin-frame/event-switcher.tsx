import { Group, Select, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { formatDateBR } from '../../../domain/dates.ts';
import { useAdminEvents } from '../../features/events-list/api/get-admin-events.ts';

/** Jumps to any of the organiser's events; shows the current one while inside it. */
export function EventSwitcher({ onNavigate, w }: { onNavigate?: () => void; w?: number | string }) {
  const events = useAdminEvents();
  const navigate = useNavigate();
  const params = useParams();
  const dates = new Map((events.data ?? []).map((event) => [String(event.id), event.start_date]));
  const current = params.id && dates.has(params.id) ? params.id : null;
  return (
    <Select
      aria-label="Ir para um evento"
      placeholder="Ir para um evento"
      searchable
      w={w}
      value={current}
      data={(events.data ?? []).map((event) => ({ value: String(event.id), label: event.nome }))}
      nothingFoundMessage={events.isPending ? 'Carregando...' : 'Nenhum evento encontrado'}
      leftSection={<IconSearch size={16} aria-hidden />}
      comboboxProps={{ width: 320, position: 'bottom-start' }}
      renderOption={({ option }) => (
        <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
          <Text size="sm" truncate="end">
            {option.label}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatDateBR(new Date(dates.get(option.value) ?? 0))}
          </Text>
        </Group>
      )}
      onChange={(id) => {
        if (id === null || id === current) return;
        onNavigate?.();
        void navigate(`/admin/eventos/${id}`);
      }}
      allowDeselect={false}
    />
  );
}
