import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The centred card every signed-out page of the organiser area sits in (login, sign-up, reset). */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={440} gap="md">
        <Paper withBorder shadow="sm" p={{ base: 'lg', xs: 'xl' }}>
          <Stack gap="lg">
            <Stack gap={4} align="center" ta="center">
              <IconTicket size={40} stroke={1.5} color="var(--mantine-color-indigo-6)" aria-hidden />
              <Title order={1} size="h2">
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>
        {footer && (
          <Text size="sm" ta="center" c="dimmed">
            {footer}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
