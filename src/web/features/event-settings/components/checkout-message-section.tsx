import { Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  CHECKOUT_TITLE_MAX,
  DEFAULT_CHECKOUT_TITLE,
  type EventSettingsView,
  SETTINGS_MESSAGES,
} from '../../../../domain/contracts/event-settings.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { RichTextInput } from '../../../shared/rich-text/rich-text-editor.tsx';
import { useSaveSettingsSection } from '../api/save-settings-section.ts';
import { SettingsSection } from './settings-section.tsx';
import { notifySaveError } from './use-section-save.ts';

export function CheckoutMessageSection({ eventId, saved }: { eventId: number; saved: EventSettingsView }) {
  const [title, setTitle] = useState(saved.mensagemCheckout.titulo);
  const [content, setContent] = useState(saved.mensagemCheckout.conteudo);
  // The editor reads its content once: a new key after a save loads the sanitised HTML back.
  const [editorKey, setEditorKey] = useState(0);
  const save = useSaveSettingsSection(eventId, 'mensagem-checkout');
  const dirty = title !== saved.mensagemCheckout.titulo || content !== saved.mensagemCheckout.conteudo;
  return (
    <SettingsSection
      title="Mensagem de Checkout"
      description="Exibida na tela de confirmação após a compra e no e-mail de confirmação."
      dirty={dirty}
      saving={save.isPending}
      onSave={() =>
        save.mutate(
          { titulo: title, conteudo: content },
          {
            onSuccess: ({ message, data }) => {
              setTitle(data.mensagemCheckout.titulo);
              setContent(data.mensagemCheckout.conteudo);
              setEditorKey((k) => k + 1);
              notify('success', { message: message ?? SETTINGS_MESSAGES.checkoutSaved });
            },
            onError: (error) => notifySaveError(error, SETTINGS_MESSAGES.checkoutFailed),
          },
        )
      }
    >
      <Stack gap="md">
        <TextInput
          label="Título"
          placeholder={DEFAULT_CHECKOUT_TITLE}
          maxLength={CHECKOUT_TITLE_MAX}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <RichTextInput
          key={editorKey}
          label="Mensagem de confirmação"
          initialValue={content}
          onChange={setContent}
        />
      </Stack>
    </SettingsSection>
  );
}
