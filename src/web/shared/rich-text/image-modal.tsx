import { FileInput, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { describeError } from '../api/describe-error.ts';
import { InsertDialogFooter } from './insert-dialog-footer.tsx';
import { checkRichImage, RICH_IMAGE_ACCEPT } from './rich-image-rules.ts';
import { uploadRichImage } from './upload-rich-image.ts';

export interface ImageModalProps {
  opened: boolean;
  onClose: () => void;
  onInsert: (src: string, alt: string) => void;
}

export function ImageModal({ opened, onClose, onInsert }: ImageModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    if (opened) {
      setFile(null);
      setAlt('');
      setError(null);
    }
  }, [opened]);

  const pick = (picked: File | null) => {
    setFile(picked);
    setError(picked ? checkRichImage(picked) : null);
  };

  const submit = async () => {
    if (!file) {
      setError('Escolha uma imagem.');
      return;
    }
    const problem = checkRichImage(file);
    if (problem) {
      setError(problem);
      return;
    }
    setUploading(true);
    try {
      onInsert(await uploadRichImage(file), alt.trim());
    } catch (uploadError) {
      setError(describeError(uploadError).message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Inserir Imagem" centered>
      <Stack>
        <FileInput
          label="Imagem"
          description="PNG, JPG, JPEG ou WEBP, até 5MB"
          placeholder="Escolher arquivo"
          accept={RICH_IMAGE_ACCEPT}
          value={file}
          onChange={pick}
          clearable
        />
        <TextInput label="Texto alternativo" value={alt} onChange={(e) => setAlt(e.currentTarget.value)} />
        <InsertDialogFooter error={error} onCancel={onClose} onInsert={submit} inserting={uploading} />
      </Stack>
    </Modal>
  );
}
