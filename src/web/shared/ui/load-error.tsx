import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { describeError } from '../api/describe-error.ts';

/** A failed load, shown in place of the content, with the spec's retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { title, message } = describeError(error);
  return (
    <Alert color="red" title={title} icon={<IconAlertCircle />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button variant="light" color="red" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
          Tentar Novamente
        </Button>
      </Stack>
    </Alert>
  );
}
