import { Center, Loader, Stack, Text } from '@mantine/core';

export function PageLoader({ label = 'Carregando...' }: { label?: string }) {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
