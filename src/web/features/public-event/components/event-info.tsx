import { Badge, Group, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconWorld } from '@tabler/icons-react';
import type { PublicEvent } from '../../../../domain/contracts/public-event.ts';
import { formatEventPeriod, ONLINE_EVENT_LABEL } from '../../../../domain/event-summary.ts';
import { mapQuery } from '../lib/map-embed.ts';
import { EventMap } from './event-map.tsx';

function EventPlace({ event }: { event: PublicEvent }) {
  if (event.is_online) {
    return (
      <Group gap="xs" wrap="nowrap">
        <IconWorld size={18} aria-hidden />
        <Text>{ONLINE_EVENT_LABEL}</Text>
      </Group>
    );
  }
  const query = mapQuery(event);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        <div>
          {event.local && <Text fw={500}>{event.local}</Text>}
          {event.address && (
            <Text size="sm" c="dimmed">
              {event.address}
            </Text>
          )}
        </div>
      </Group>
      {query && <EventMap query={query} mapsKey={event.maps_key} />}
    </Stack>
  );
}

/** Step 1 of spec §2 (EventoInfo): what, when, where, and "Sobre o Evento". */
export function EventInfo({ event }: { event: PublicEvent }) {
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Group gap="xs">
          {event.participants_need_approval && <Badge variant="light">Pré Inscrição</Badge>}
          {event.is_online && (
            <Badge variant="light" color="teal">
              Online
            </Badge>
          )}
        </Group>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {event.nome}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <IconCalendarEvent size={18} aria-hidden />
          <Text>{formatEventPeriod(event.start_date, event.end_date)}</Text>
        </Group>
        <EventPlace event={event} />
      </Stack>
      {event.descricao.trim() !== '' && (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            Sobre o Evento
          </Title>
          {/* The server sanitises the description (contract: PublicEvent.descricao). */}
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side with sanitize-html */}
            <div dangerouslySetInnerHTML={{ __html: event.descricao }} />
          </Typography>
        </Paper>
      )}
    </Stack>
  );
}
