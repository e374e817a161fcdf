import { Anchor, Box, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link, useMatches } from 'react-router';
import { useAdminEvents } from '../../features/events-list/api/get-admin-events.ts';
import { buildCrumbs } from './crumbs.ts';

/**
 * "Meus eventos › {event} › Editar" from the crumbs the matched routes declare. The event's name
 * comes from the events list the frame already loads for the switcher. Hidden on pages with a
 * single crumb (the list itself, the profile), where it would only repeat the page title.
 */
export function AdminBreadcrumbs() {
  const matches = useMatches();
  const events = useAdminEvents();
  const crumbs = buildCrumbs(matches, (id) => events.data?.find((event) => event.id === id)?.nome);
  if (crumbs.length < 2) return null;
  return (
    // A band under the header, as wide as the page and aligned with the logo: part of the frame.
    <Box
      component="nav"
      aria-label="Trilha de navegação"
      mb="md"
      py={8}
      bg="var(--mantine-color-gray-0)"
      style={{
        margin:
          'calc(var(--app-shell-padding) * -1) calc(var(--app-shell-padding) * -1) var(--mantine-spacing-md)',
        paddingInline: 'var(--app-shell-padding)',
        borderBottom: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Box
        component="ol"
        m={0}
        p={0}
        style={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}
      >
        {crumbs.map((crumb, index) => (
          <Box
            component="li"
            key={crumb.to ?? 'current'}
            style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0, maxWidth: '100%' }}
          >
            {index > 0 && <IconChevronRight size={14} color="var(--mantine-color-gray-6)" aria-hidden />}
            {crumb.to === null ? (
              <Text size="sm" c="dimmed" truncate="end" aria-current="page" maw={{ base: 220, sm: 420 }}>
                {crumb.label}
              </Text>
            ) : (
              <Anchor component={Link} to={crumb.to} size="sm" truncate="end" maw={{ base: 220, sm: 420 }}>
                {crumb.label}
              </Anchor>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
