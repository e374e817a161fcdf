import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { BANNER_MAX_BYTES } from '../../../../domain/event-form/event-form-contract.ts';
import { notifyError } from '../../../shared/notify/notify.tsx';
import { cropBanner } from '../lib/crop-banner.ts';

export interface BannerInputProps {
  file: File | null;
  existingUrl: string | null;
  removed: boolean;
  error?: string;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/** Image only, at most 2 MB, cropped to 1200 × 200 in the browser before upload (spec §5). */
export function BannerInput({ file, existingUrl, removed, error, onPick, onRemove }: BannerInputProps) {
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? (removed ? null : existingUrl);

  const pick = async (picked: File | null) => {
    if (!picked) return;
    if (!picked.type.startsWith('image/')) {
      window.alert('Selecione um arquivo de imagem.');
      return;
    }
    if (picked.size > BANNER_MAX_BYTES) {
      window.alert('O arquivo deve ter no máximo 2MB');
      return;
    }
    try {
      onPick(await cropBanner(picked));
    } catch {
      notifyError('Não foi possível ler a imagem. Tente outro arquivo.', 'Banner');
    }
  };

  return (
    <Input.Wrapper
      label="Banner"
      description="Recomendado: 1200 x 200 px (recortado automaticamente). PNG, JPG ou JPEG, até 2MB."
      error={error}
    >
      <Stack gap="xs" mt={6}>
        {shown && <Image src={shown} alt="Banner do evento" radius="sm" h={100} fit="cover" />}
        {!shown && (
          <Text size="sm" c="dimmed">
            Nenhum banner selecionado.
          </Text>
        )}
        <Group gap="xs">
          <FileButton onChange={pick} accept="image/png,image/jpeg,image/webp">
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<IconPhoto size={14} />}>
                {shown ? 'Trocar banner' : 'Escolher banner'}
              </Button>
            )}
          </FileButton>
          {shown && (existingUrl || file) && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={onRemove}
            >
              Remover banner
            </Button>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
