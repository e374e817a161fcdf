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

// A plain circle rather than Mantine's Avatar: the first view's budget is tight (ADR 0071).
const INITIALS_STYLE = {
  width: 40,
  height: 40,
  flexShrink: 0,
  borderRadius: '50%',
  background: 'var(--mantine-color-indigo-0)',
  color: 'var(--mantine-color-indigo-8)',
  display: 'grid',
  placeItems: 'center',
  fontWeight: 700,
} as const;

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

/** Who runs the event (issue 11 item 7): the name buyers see again on the ticket and receipt. */
export function OrganiserBlock({ name }: { name: string }) {
  if (name.trim() === '') return null;
  return (
    <Paper withBorder p="md" component="section" aria-label="Organizador">
      <Group gap="sm" wrap="nowrap">
        <div aria-hidden style={INITIALS_STYLE}>
          {initialsOf(name)}
        </div>
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Organizado por
          </Text>
          <Text fw={600}>{name}</Text>
        </div>
      </Group>
    </Paper>
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
      <OrganiserBlock name={event.organizador.nome} />
    </Stack>
  );
}
