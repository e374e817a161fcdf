// The fixed fields every participant fills (spec §2): full name and e-mail; phone and CPF too when
// the event takes pre-registrations. They cannot be moved, edited or removed.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

export function defaultFieldLabels(needsApproval: boolean): string[] {
  return needsApproval ? ['Nome Completo', 'E-mail', 'Telefone', 'CPF'] : ['Nome Completo', 'E-mail'];
}

export function DefaultFields({ needsApproval }: { needsApproval: boolean }) {
  return (
    <Stack gap="xs" aria-label="Campos padrão">
      {defaultFieldLabels(needsApproval).map((label) => (
        <Paper key={label} withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={500}>
              {label}
              <Text span c="red" aria-label="obrigatório">
                {' '}
                *
              </Text>
            </Text>
            <Badge variant="light" color="gray" leftSection={<IconLock size={12} />}>
              Campo padrão
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
