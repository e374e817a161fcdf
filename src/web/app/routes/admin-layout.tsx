import { ActionIcon, Anchor, AppShell, Burger, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconTicket } from '@tabler/icons-react';
import { Link, Outlet, useMatch } from 'react-router';
import type { SessionUser } from '../../../domain/contracts/organiser-auth.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { RequireSession } from '../../features/auth/components/require-session.tsx';
import { useIsMobile } from '../../shared/lib/use-is-mobile.ts';
import { AdminBreadcrumbs } from '../admin-frame/admin-breadcrumbs.tsx';
import { EventSwitcher } from '../admin-frame/event-switcher.tsx';
import { MobileNav } from '../admin-frame/mobile-nav.tsx';
import { UserMenu } from '../admin-frame/user-menu.tsx';

/** Every signed-in /admin page: signed-in only, inside the organiser's frame. */
export function AdminLayout() {
  return <RequireSession>{(session) => <AdminShell user={session.user} />}</RequireSession>;
}

/**
 * The frame: a header (logo, "Meus eventos", the event switcher, the organiser's name with their
 * profile, Sair), the breadcrumbs inside an event, and the page. Pages bring their own width, so an
 * event view with tabs gets the whole main area.
 */
function AdminShell({ user }: { user: SessionUser }) {
  const logout = useLogout();
  const isMobile = useIsMobile();
  const [menuOpened, menu] = useDisclosure(false);
  const onEventsList = useMatch('/admin/eventos') !== null;
  return (
    <AppShell header={{ height: 60 }} padding={{ base: 'sm', sm: 'md' }}>
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {isMobile && (
              <Burger opened={menuOpened} onClick={menu.toggle} size="sm" aria-label="Abrir menu" />
            )}
            <Anchor
              component={Link}
              to="/admin/eventos"
              underline="never"
              c="inherit"
              aria-label="Catraca: meus eventos"
            >
              <Group gap={6} wrap="nowrap">
                <IconTicket size={26} stroke={1.6} color="var(--mantine-color-indigo-6)" aria-hidden />
                <Text fw={700} size="lg">
                  Catraca
                </Text>
              </Group>
            </Anchor>
            {!isMobile && (
              <Group gap="xs" wrap="nowrap" ml="md" component="nav" aria-label="Navegação principal">
                <Button
                  component={Link}
                  to="/admin/eventos"
                  variant={onEventsList ? 'light' : 'subtle'}
                  aria-current={onEventsList ? 'page' : undefined}
                  size="sm"
                >
                  Meus eventos
                </Button>
                <EventSwitcher w={260} />
              </Group>
            )}
          </Group>
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <UserMenu user={user} />
            {isMobile ? (
              <ActionIcon
                variant="default"
                size="lg"
                aria-label="Sair"
                loading={logout.isPending}
                onClick={() => logout.mutate()}
              >
                <IconLogout size={18} />
              </ActionIcon>
            ) : (
              <Button
                variant="default"
                size="sm"
                leftSection={<IconLogout size={16} />}
                loading={logout.isPending}
                onClick={() => logout.mutate()}
              >
                Sair
              </Button>
            )}
          </Group>
        </Group>
      </AppShell.Header>
      {isMobile && (
        <MobileNav
          opened={menuOpened}
          onClose={menu.close}
          onLogout={() => {
            menu.close();
            logout.mutate();
          }}
        />
      )}
      <AppShell.Main>
        <AdminBreadcrumbs />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
