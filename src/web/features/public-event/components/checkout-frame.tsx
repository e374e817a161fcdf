import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconWorld } from '@tabler/icons-react';
import type { PublicEvent } from '../../../../domain/contracts/public-event.ts';
import { formatEventPeriod, ONLINE_EVENT_LABEL } from '../../../../domain/event-summary.ts';
import type { ProgressStages } from '../lib/progress-steps.ts';
import { CheckoutProgress } from './checkout-progress.tsx';

/**
 * What stays on screen once the buyer left the event page: which event this is (its name stays
 * the page's h1) and where in the checkout they are. Replaces the tall banner, so the forms start
 * near the top on a phone.
 */
export function CheckoutFrame({ event, stages }: { event: PublicEvent; stages: ProgressStages }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 18, sm: 22 }} lh={1.3}>
            {event.nome}
          </Title>
          <Group gap="md" c="dimmed" fz="sm">
            <Group gap={6} wrap="nowrap">
              <IconCalendarEvent size={16} aria-hidden />
              <Text size="sm">{formatEventPeriod(event.start_date, event.end_date)}</Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              {event.is_online ? <IconWorld size={16} aria-hidden /> : <IconMapPin size={16} aria-hidden />}
              <Text size="sm" truncate>
                {event.is_online ? ONLINE_EVENT_LABEL : (event.local ?? event.address ?? '')}
              </Text>
            </Group>
          </Group>
        </Stack>
        <CheckoutProgress stages={stages} />
      </Stack>
    </Paper>
  );
}
