import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

export const LEGAL_UPDATED_AT = '26/11/2026';

/**
 * The public text pages (terms, privacy, help): plain text on a card, readable on a phone. The
 * header with the brand and the footer with the links come from the buyers' shell.
 */
export function LegalPage({
  title,
  intro,
  updatedAt = LEGAL_UPDATED_AT,
  children,
}: {
  title: string;
  intro: ReactNode;
  /** null for pages that are not a legal text (help). */
  updatedAt?: string | null;
  children: ReactNode;
}) {
  useDocumentTitle(`${title} · Catraca`);
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{title}</Title>
            {updatedAt !== null && (
              <Text size="sm" c="dimmed">
                Última atualização: {updatedAt}
              </Text>
            )}
          </Stack>
          <Text>{intro}</Text>
          {children}
        </Stack>
      </Paper>
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
