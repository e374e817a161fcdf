// /admin/organizacao (issue 21): the organisation's name, CPF/CNPJ and contact, changed by its
// owner. Validated with the same schema the server parses with.
import { Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  type Organisation,
  type OrganisationFormInput,
  type OrganisationInput,
  organisationBody,
} from '../../../../domain/contracts/organisation.ts';
import { maskCpfCnpj, maskPhone } from '../../../../domain/documents.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { notifyApiError } from '../../../shared/api/notify-api-error.ts';
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { useOrganisation } from '../../../shared/organisation/get-organisation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useUpdateOrganisation } from '../api/organisation.ts';

const FIELDS = ['nome', 'documento', 'email_contato', 'telefone_contato'] as const;

export function OrganisationPage() {
  useDocumentTitle('Organização · Catraca');
  const organisation = useOrganisation();
  return (
    <Container size="sm" px={0}>
      <Title order={1} size="h2" mb="xs">
        Organização
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        Os dados de quem organiza os eventos. Os eventos e a equipe pertencem à organização.
      </Text>
      {organisation.isPending && <PageLoader label="Carregando organização..." />}
      {organisation.isError && (
        <LoadError error={organisation.error} onRetry={() => void organisation.refetch()} />
      )}
      {organisation.data && <OrganisationForm organisation={organisation.data} />}
    </Container>
  );
}

function OrganisationForm({ organisation }: { organisation: Organisation }) {
  const update = useUpdateOrganisation();
  const form = useSchemaForm<OrganisationFormInput, OrganisationInput>(organisationBody, {
    nome: organisation.nome,
    documento: organisation.documento ? maskCpfCnpj(organisation.documento) : '',
    email_contato: organisation.email_contato ?? '',
    telefone_contato: organisation.telefone_contato ? maskPhone(organisation.telefone_contato) : '',
  });
  const canEdit = organisation.papel === 'proprietario';

  const submit = form.handleSubmit(async (input) => {
    try {
      const { message } = await update.mutateAsync(input);
      notify('success', { message: message ?? 'Organização salva.' });
      form.reset(form.values);
    } catch (error) {
      let placed = false;
      if (isApiError(error) && error.fieldErrors) {
        for (const field of FIELDS) {
          const text = error.fieldErrors[field]?.[0];
          if (text) {
            form.setError(field, { message: text });
            placed = true;
          }
        }
      }
      if (!placed) notifyApiError(error);
    }
  });

  const text = (name: (typeof FIELDS)[number]) => {
    const bound = form.bind(name);
    return {
      value: (bound.value as string | null) ?? '',
      error: bound.error,
      readOnly: !canEdit,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const raw = event.currentTarget.value;
        const masked =
          name === 'documento' ? maskCpfCnpj(raw) : name === 'telefone_contato' ? maskPhone(raw) : raw;
        bound.onChange(masked as never);
      },
    };
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="org-dados">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="org-dados">
            Dados da organização
          </Title>
          <TextInput label="Nome da organização" required autoComplete="organization" {...text('nome')} />
          <TextInput
            label="CPF/CNPJ"
            description="De quem recebe pelos eventos: pessoa física (CPF) ou empresa (CNPJ)."
            inputMode="text"
            {...text('documento')}
          />
          <TextInput label="E-mail de contato" type="email" autoComplete="email" {...text('email_contato')} />
          <TextInput
            label="Telefone de contato"
            type="tel"
            autoComplete="tel"
            {...text('telefone_contato')}
          />
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending} disabled={!form.formState.isDirty}>
                Salvar
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
