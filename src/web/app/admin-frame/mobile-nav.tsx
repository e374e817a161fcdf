import { Divider, Drawer, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import {
  IconBuilding,
  IconCalendarEvent,
  IconCash,
  IconList,
  IconLogout,
  IconPlus,
  IconUserCircle,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { formatDateBR } from '../../../domain/dates.ts';
import { useAdminEvents } from '../../features/events-list/api/get-admin-events.ts';
import { useCan } from '../../shared/organisation/get-organisation.ts';
import { EventSwitcher } from './event-switcher.tsx';

const RECENT_EVENTS_SHOWN = 5;

/** The phone's menu: the header has room only for the logo, the name and Sair. */
export function MobileNav({
  opened,
  onClose,
  onLogout,
}: {
  opened: boolean;
  onClose: () => void;
  onLogout: () => void;
}) {
  const { pathname } = useLocation();
  const events = useAdminEvents();
  const recent = (events.data ?? []).slice(0, RECENT_EVENTS_SHOWN);
  const can = useCan();
  // A check-in member has no tab of an event: their link opens the door (issue 21).
  const eventPath = (id: number) =>
    can('sales.read') || can('participants.read') || can('event.setup')
      ? `/admin/eventos/${id}`
      : `/admin/eventos/${id}/check-in`;
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" size={300} padding="md">
      <ScrollArea.Autosize mah="calc(100dvh - 80px)">
        <Stack gap="xs">
          <NavLink
            component={Link}
            to="/admin/eventos"
            label="Meus eventos"
            leftSection={<IconList size={18} />}
            active={pathname === '/admin/eventos'}
            onClick={onClose}
          />
          {can('events.create') && (
            <NavLink
              component={Link}
              to="/admin/eventos/novo"
              label="Novo evento"
              leftSection={<IconPlus size={18} />}
              active={pathname === '/admin/eventos/novo'}
              onClick={onClose}
            />
          )}
          <EventSwitcher onNavigate={onClose} />
          {recent.length > 0 && (
            <>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase" mt="xs">
                Seus eventos
              </Text>
              {recent.map((event) => (
                <NavLink
                  key={event.id}
                  component={Link}
                  to={eventPath(event.id)}
                  label={event.nome}
                  description={formatDateBR(new Date(event.start_date))}
                  leftSection={<IconCalendarEvent size={18} />}
                  active={pathname.startsWith(`/admin/eventos/${event.id}`)}
                  onClick={onClose}
                />
              ))}
            </>
          )}
          <Divider my="xs" />
          <NavLink
            component={Link}
            to="/admin/perfil"
            label="Meu perfil"
            leftSection={<IconUserCircle size={18} />}
            active={pathname === '/admin/perfil'}
            onClick={onClose}
          />
          {can('organisation.manage') && (
            <>
              <NavLink
                component={Link}
                to="/admin/organizacao"
                label="Organização"
                leftSection={<IconBuilding size={18} />}
                active={pathname === '/admin/organizacao'}
                onClick={onClose}
              />
              <NavLink
                component={Link}
                to="/admin/equipe"
                label="Equipe"
                leftSection={<IconUsersGroup size={18} />}
                active={pathname === '/admin/equipe'}
                onClick={onClose}
              />
              <NavLink
                component={Link}
                to="/admin/recebimentos"
                label="Recebimentos"
                leftSection={<IconCash size={18} />}
                active={pathname === '/admin/recebimentos'}
                onClick={onClose}
              />
            </>
          )}
          <NavLink label="Sair" leftSection={<IconLogout size={18} />} c="red" onClick={onLogout} />
        </Stack>
      </ScrollArea.Autosize>
    </Drawer>
  );
}
