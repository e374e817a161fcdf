import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { IconCalendarEvent, IconInfoCircle, IconMapPin, IconWorld } from '@tabler/icons-react';
import type { PublicEvent, PublicOrganiser } from '../../../../domain/contracts/public-event.ts';
import { formatEventPeriod, ONLINE_EVENT_LABEL } from '../../../../domain/event-summary.ts';
import { formatContactPhone } from '../../../../domain/organiser-contact.ts';
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

/** How to reach the organisation (issue 20): e-mail, phone and site, as links. */
function ContactLinks({ contact }: { contact: PublicOrganiser }) {
  const links = [
    contact.email ? { href: `mailto:${contact.email}`, text: contact.email } : null,
    contact.telefone
      ? { href: `tel:+55${contact.telefone}`, text: formatContactPhone(contact.telefone) }
      : null,
    contact.site
      ? { href: contact.site, text: contact.site.replace(/^https?:\/\//, '').replace(/\/$/, '') }
      : null,
  ].filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <Stack gap={2} mt={4}>
      <Text size="xs" c="dimmed">
        Fale com a organização:
      </Text>
      {links.map((link) => (
        <Anchor
          key={link.href}
          href={link.href}
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
          {...(link.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {link.text}
        </Anchor>
      ))}
    </Stack>
  );
}

/**
 * Who runs the event (issue 11 item 7): the name buyers see again on the ticket and receipt, and
 * the contact the organiser published (issue 20).
 */
export function OrganiserBlock({ name, contact }: { name: string; contact?: PublicOrganiser }) {
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
          {contact && <ContactLinks contact={contact} />}
        </div>
      </Group>
    </Paper>
  );
}

/** Step 1 of spec §2 (EventoInfo): what, when, where, and "Sobre o Evento". */
export function EventInfo({ event }: { event: PublicEvent }) {
  return (
    <Stack gap="lg">
      <EventStatusNotice event={event} />
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
      <OrganiserBlock name={event.organizador.nome} contact={event.organizador} />
    </Stack>
  );
}

/** Why this page sells nothing whatever the dates say: a preview, closed sales, a cancellation. */
export function EventStatusNotice({ event }: { event: PublicEvent }) {
  if (!event.aviso_status) return null;
  return (
    <Alert
      color={event.status === 'cancelled' ? 'red' : event.status === 'draft' ? 'gray' : 'orange'}
      icon={<IconInfoCircle />}
      role="status"
    >
      {event.aviso_status}
    </Alert>
  );
}
