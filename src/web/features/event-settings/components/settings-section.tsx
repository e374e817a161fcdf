// One section of Configurações Avançadas: a titled card with its own Salvar, disabled while saving
// or when nothing changed, reading Salvando... while it saves (spec §2).
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  description: string;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  children: ReactNode;
}

export function SettingsSection({ title, description, dirty, saving, onSave, children }: Props) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (dirty && !saving) onSave();
        }}
      >
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={3} size="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          {children}
          <Group justify="flex-end">
            <Button type="submit" disabled={!dirty || saving}>
              {saving ? 'Salvando...' : 'Salvar'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
