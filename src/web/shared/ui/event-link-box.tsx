import { Button, CopyButton, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

const COPIED_FEEDBACK_MS = 2000;

/** The public link, read-only, with a copy button the organiser can paste anywhere. */
export function EventLinkBox({ url, label = 'Link do evento' }: { url: string; label?: string }) {
  return (
    <TextInput
      label={label}
      value={url}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      rightSectionWidth={110}
      rightSection={
        <CopyButton value={url} timeout={COPIED_FEEDBACK_MS}>
          {({ copied, copy }) => (
            <Button
              size="compact-sm"
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
            >
              {copied ? 'Copiado!' : 'Copiar'}
            </Button>
          )}
        </CopyButton>
      }
    />
  );
}
