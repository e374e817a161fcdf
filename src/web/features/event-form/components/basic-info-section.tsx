import { Stack, TextInput } from '@mantine/core';
import { MAX_EVENT_CAPACITY } from '../../../../domain/input-bounds.ts';
import { RichTextInput } from '../../../shared/rich-text/rich-text-editor.tsx';
import type { EventFormState } from '../model/use-event-form-state.ts';
import { BannerInput } from './banner-input.tsx';
import { ContactFields } from './contact-section.tsx';
import { FormSection } from './form-section.tsx';
import { InstitutionInput } from './institution-input.tsx';
import { NumberInputField } from './masked-inputs.tsx';

export function BasicInfoSection({ form, editorKey }: { form: EventFormState; editorKey: string }) {
  const { values, set, patch, error } = form;
  return (
    <FormSection title="Informações Básicas">
      <Stack>
        <TextInput
          label="Nome do evento"
          required
          maxLength={200}
          value={values.nome}
          onChange={(e) => set('nome', e.currentTarget.value)}
          error={error('nome')}
        />
        <RichTextInput
          key={editorKey}
          label="Descrição"
          required
          initialValue={values.descricao}
          onChange={(html) => set('descricao', html)}
          error={error('descricao')}
        />
        <NumberInputField
          label="Número de participantes"
          required
          min={1}
          max={MAX_EVENT_CAPACITY}
          value={values.numero_participantes}
          onChange={(v) => set('numero_participantes', v)}
          error={error('numero_participantes')}
          maw={240}
        />
        <InstitutionInput
          name={values.instituicao_nome}
          error={error('instituicao_id')}
          // The tickets' agenda choice is kept while the name is retyped (each keystroke has no
          // institution); toEventRequest sends it only when the chosen institution has members.
          onChange={(name, institution) =>
            patch({
              instituicao_nome: name,
              instituicao_id: institution?.id ?? null,
              has_members: institution?.has_members ?? false,
            })
          }
        />
        <BannerInput
          file={values.banner}
          existingUrl={values.banner_url}
          removed={values.remove_banner}
          error={error('banner')}
          onPick={(file) => patch({ banner: file, remove_banner: false })}
          onRemove={() => patch({ banner: null, remove_banner: values.banner_url !== null })}
        />
        <ContactFields form={form} />
      </Stack>
    </FormSection>
  );
}
