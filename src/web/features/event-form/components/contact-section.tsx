// "Contato da organização" (issue 20, ADR 0402): what buyers see on the event page and in every
// e-mail that sends them to the organisation. Part of Informações Básicas: the spec's form has
// five sections, and this is basic information about who runs the event.
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { maskPhone } from '../../../../domain/documents.ts';
import type { EventFormState } from '../model/use-event-form-state.ts';

export function ContactFields({ form }: { form: EventFormState }) {
  const { values, set, error } = form;
  return (
    <Stack gap="xs" role="group" aria-label="Contato da organização">
      <Text fw={600} size="sm">
        Contato da organização
      </Text>
      <Text size="sm" c="dimmed">
        Aparece na página do evento e nos e-mails aos compradores, para quem precisar falar com vocês.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="E-mail de contato"
          type="email"
          maxLength={254}
          placeholder="Em branco: o e-mail da sua conta"
          value={values.contato_email}
          onChange={(e) => set('contato_email', e.currentTarget.value)}
          error={error('contato_email')}
        />
        <TextInput
          label="Telefone (opcional)"
          inputMode="tel"
          placeholder="(00) 00000-0000"
          value={values.contato_telefone}
          onChange={(e) => set('contato_telefone', maskPhone(e.currentTarget.value))}
          error={error('contato_telefone')}
        />
        <TextInput
          label="Site (opcional)"
          maxLength={300}
          placeholder="www.seusite.com.br"
          value={values.contato_site}
          onChange={(e) => set('contato_site', e.currentTarget.value)}
          error={error('contato_site')}
        />
      </SimpleGrid>
    </Stack>
  );
}
