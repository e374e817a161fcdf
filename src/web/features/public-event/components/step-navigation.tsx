import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** "Voltar" and the step's submit button, at the foot of the form and payment steps. */
export function StepNavigation({
  onBack,
  submitting,
  submitLabel,
  submitIcon,
}: {
  onBack: () => void;
  submitting: boolean;
  submitLabel: string;
  submitIcon: ReactNode;
}) {
  return (
    <Group justify="space-between">
      <Button
        variant="default"
        leftSection={<IconArrowLeft size={16} />}
        onClick={onBack}
        disabled={submitting}
      >
        Voltar
      </Button>
      <Button type="submit" rightSection={submitIcon} loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
