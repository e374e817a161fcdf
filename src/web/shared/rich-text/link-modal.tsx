import { Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { normalizeMeetingLink } from '../../../domain/event-form/field-inputs.ts';
import { InsertDialogFooter } from './insert-dialog-footer.tsx';

export interface LinkModalProps {
  opened: boolean;
  initialText: string;
  initialUrl: string;
  onClose: () => void;
  /** Called with the text and a URL that has http(s). */
  onSubmit: (text: string, url: string) => void;
}

export function LinkModal({ opened, initialText, initialUrl, onClose, onSubmit }: LinkModalProps) {
  const [text, setText] = useState(initialText);
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setText(initialText);
      setUrl(initialUrl);
      setError(null);
    }
  }, [opened, initialText, initialUrl]);

  const submit = () => {
    if (text.trim() === '' || url.trim() === '') {
      setError('Informe o texto e a URL do link.');
      return;
    }
    onSubmit(text.trim(), normalizeMeetingLink(url));
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Inserir Link" centered>
      <Stack>
        <TextInput
          label="Texto"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          data-autofocus
        />
        <TextInput
          label="URL"
          placeholder="https://"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
        />
        <InsertDialogFooter error={error} onCancel={onClose} onInsert={submit} />
      </Stack>
    </Modal>
  );
}
