// Configurações Avançadas (spec §2): three sections, each saved on its own. Each section keeps its
// inputs and compares them with the last saved settings, so Salvar is enabled only by a change.
import { Stack } from '@mantine/core';
import type { EventTabProps } from '../../../shared/lib/event-tab.ts';
import { Busy } from '../../../shared/ui/busy.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useEventSettings } from '../api/get-event-settings.ts';
import { CheckoutMessageSection } from './checkout-message-section.tsx';
import { GeneralSettingsSection } from './general-settings-section.tsx';
import { MetaPixelSection } from './meta-pixel-section.tsx';

export function SettingsTab({ event }: EventTabProps) {
  const settings = useEventSettings(event.id);
  if (settings.isPending) return <Busy label="Carregando configurações" />;
  if (settings.isError) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <Stack gap="lg">
      <GeneralSettingsSection eventId={event.id} saved={settings.data} />
      <MetaPixelSection eventId={event.id} saved={settings.data} />
      <CheckoutMessageSection eventId={event.id} saved={settings.data} />
    </Stack>
  );
}
