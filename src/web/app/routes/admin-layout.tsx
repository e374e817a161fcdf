import { Anchor, AppShell, Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout, IconTicket } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import type { SessionUser } from '../../../domain/contracts/organiser-auth.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { RequireSession } from '../../features/auth/components/require-session.tsx';

/** Every /admin page except the login: signed-in only, inside the organiser's shell. */
export function AdminLayout() {
  return <RequireSession>{(session) => <AdminShell user={session.user} />}</RequireSession>;
}

function AdminShell({ user }: { user: SessionUser }) {
  const logout = useLogout();
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/admin/eventos" underline="never" c="inherit">
            <Group gap="xs" wrap="nowrap">
              <IconTicket size={26} stroke={1.6} color="var(--mantine-color-indigo-6)" aria-hidden />
              <Text fw={700} size="lg">
                Catraca
              </Text>
            </Group>
          </Anchor>
          <Group gap="md" wrap="nowrap">
            <Stack gap={0} align="flex-end" visibleFrom="xs">
              <Text size="sm" fw={500}>
                {user.name}
              </Text>
              <Text size="xs" c="dimmed">
                {user.email}
              </Text>
            </Stack>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconLogout size={16} />}
              loading={logout.isPending}
              onClick={() => logout.mutate()}
            >
              Sair
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
