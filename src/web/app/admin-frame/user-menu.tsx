import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBuilding, IconCash, IconChevronDown, IconUserCircle, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SessionUser } from '../../../domain/contracts/organiser-auth.ts';
import { useCan } from '../../shared/organisation/get-organisation.ts';

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]];
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase();
}

/** The organiser's name in the header; opens their profile link and e-mail. */
export function UserMenu({ user }: { user: SessionUser }) {
  const can = useCan();
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        {/* Named by its content, "Conta de {name}", so the name holds the visible text (WCAG 2.5.3,
            which an aria-label over the initials and the name broke); the initials are decoration. */}
        <UnstyledButton style={{ minWidth: 0 }}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={32} radius="xl" color="indigo" aria-hidden>
              {initialsOf(user.name)}
            </Avatar>
            <Text size="sm" fw={500} truncate="end" maw={{ base: 110, sm: 200 }}>
              <VisuallyHidden>Conta de </VisuallyHidden>
              {user.name}
            </Text>
            <IconChevronDown size={14} aria-hidden style={{ flexShrink: 0 }} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {/* Divs, not paragraphs: a menu holds items and groups, and generic text (axe's
              aria-required-children). */}
          <Text component="div" size="sm" fw={500} c="var(--mantine-color-text)" truncate="end">
            {user.name}
          </Text>
          <Text component="div" size="xs" c="dimmed" truncate="end">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to="/admin/perfil" leftSection={<IconUserCircle size={16} />}>
          Meu perfil
        </Menu.Item>
        {can('organisation.manage') && (
          <>
            <Menu.Item component={Link} to="/admin/organizacao" leftSection={<IconBuilding size={16} />}>
              Organização
            </Menu.Item>
            <Menu.Item component={Link} to="/admin/equipe" leftSection={<IconUsersGroup size={16} />}>
              Equipe
            </Menu.Item>
            <Menu.Item component={Link} to="/admin/recebimentos" leftSection={<IconCash size={16} />}>
              Recebimentos
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
