import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export const LEGAL_UPDATED_AT = '20/05/2026';

/** The frame of the public legal pages: plain text, readable on a phone, nothing else loaded. */
export function LegalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(`${title} · Catraca`);
  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="lg">
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to="/" fw={700}>
            Catraca
          </Anchor>
          <Group gap="md">
            <Anchor component={Link} to="/termos" size="sm">
              Termos de Uso
            </Anchor>
            <Anchor component={Link} to="/privacidade" size="sm">
              Privacidade
            </Anchor>
          </Group>
        </Group>
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text size="sm" c="dimmed">
            Última atualização: {LEGAL_UPDATED_AT}
          </Text>
        </Stack>
        <Text>{intro}</Text>
        {children}
      </Stack>
    </Container>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
