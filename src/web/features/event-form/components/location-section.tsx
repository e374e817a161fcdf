import { Grid, Tabs, TextInput } from '@mantine/core';
import { IconBuilding, IconWorld } from '@tabler/icons-react';
import { maskCep, onlyDigits } from '../../../../domain/documents.ts';
import { normalizeMeetingLink } from '../../../../domain/event-form/field-inputs.ts';
import { lookupCep, useCepServiceUrl } from '../api/lookup-cep.ts';
import type { EventFormState } from '../model/use-event-form-state.ts';
import { FormSection } from './form-section.tsx';

export function LocationSection({ form }: { form: EventFormState }) {
  const { values, set, patch, error } = form;
  const cepServiceUrl = useCepServiceUrl();

  const changeCep = async (typed: string) => {
    const cep = maskCep(typed);
    set('cep', cep);
    const digits = onlyDigits(cep);
    if (digits.length !== 8) return;
    const address = await lookupCep(cepServiceUrl, digits);
    if (!address) return; // Lookup failures are silently ignored (spec §5).
    patch({
      endereco: address.endereco || values.endereco,
      bairro: address.bairro || values.bairro,
      cidade: address.cidade || values.cidade,
      estado: address.estado || values.estado,
    });
  };

  const text = (
    key: 'local_evento' | 'endereco' | 'numero' | 'complemento' | 'bairro' | 'cidade',
    label: string,
    required = false,
  ) => (
    <TextInput
      label={label}
      required={required}
      maxLength={200}
      value={values[key]}
      onChange={(e) => set(key, e.currentTarget.value)}
      error={error(key)}
    />
  );

  return (
    <FormSection title="Onde Acontecerá">
      <Tabs
        value={values.tipo_evento}
        onChange={(v) => set('tipo_evento', v === 'online' ? 'online' : 'presencial')}
      >
        <Tabs.List>
          <Tabs.Tab value="presencial" leftSection={<IconBuilding size={16} />}>
            Presencial
          </Tabs.Tab>
          <Tabs.Tab value="online" leftSection={<IconWorld size={16} />}>
            Online
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="presencial" pt="md">
          <Grid>
            <Grid.Col span={12}>{text('local_evento', 'Local do evento', true)}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label="CEP"
                placeholder="00000-000"
                inputMode="numeric"
                value={values.cep}
                onChange={(e) => void changeCep(e.currentTarget.value)}
                error={error('cep')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>{text('endereco', 'Endereço', true)}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>{text('numero', 'Número')}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>{text('complemento', 'Complemento')}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>{text('bairro', 'Bairro')}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>{text('cidade', 'Cidade', true)}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 2 }}>
              <TextInput
                label="Estado"
                required
                placeholder="UF"
                maxLength={2}
                value={values.estado}
                onChange={(e) => set('estado', e.currentTarget.value.replace(/[^a-zA-Z]/g, '').toUpperCase())}
                error={error('estado')}
              />
            </Grid.Col>
          </Grid>
        </Tabs.Panel>
        <Tabs.Panel value="online" pt="md">
          <TextInput
            label="Link do evento"
            required
            placeholder="https://meet.google.com/..."
            value={values.link_evento}
            onChange={(e) => set('link_evento', e.currentTarget.value)}
            onBlur={() => set('link_evento', normalizeMeetingLink(values.link_evento))}
            error={error('link_evento')}
          />
        </Tabs.Panel>
      </Tabs>
    </FormSection>
  );
}
