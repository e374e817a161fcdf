import { TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  type EventSettingsView,
  META_PIXEL_ID_PATTERN,
  SETTINGS_MESSAGES,
} from '../../../../domain/contracts/event-settings.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { useSaveSettingsSection } from '../api/save-settings-section.ts';
import { SettingsSection } from './settings-section.tsx';
import { notifySaveError } from './use-section-save.ts';

export function MetaPixelSection({ eventId, saved }: { eventId: number; saved: EventSettingsView }) {
  const [pixel, setPixel] = useState(saved.metaPixelKey ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSettingsSection(eventId, 'meta-pixel');
  const dirty = pixel.trim() !== (saved.metaPixelKey ?? '');
  const submit = () => {
    const value = pixel.trim();
    if (value !== '' && !META_PIXEL_ID_PATTERN.test(value)) {
      setError(SETTINGS_MESSAGES.pixelInvalid);
      return;
    }
    save.mutate(
      { metaPixelKey: value },
      {
        onSuccess: ({ message }) => notify('success', { message: message ?? SETTINGS_MESSAGES.pixelSaved }),
        onError: (failure) => notifySaveError(failure, SETTINGS_MESSAGES.pixelFailed),
      },
    );
  };
  return (
    <SettingsSection
      title="Meta Pixel"
      description="O pixel é carregado somente na página pública deste evento. Deixe em branco para não usar."
      dirty={dirty}
      saving={save.isPending}
      onSave={submit}
    >
      <TextInput
        label="ID do Pixel"
        placeholder="Ex.: 123456789012345"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        value={pixel}
        error={error}
        onChange={(e) => {
          setPixel(e.currentTarget.value.replace(/\D/g, ''));
          setError(null);
        }}
        maw={360}
      />
    </SettingsSection>
  );
}
