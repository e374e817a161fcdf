// Convidar para a equipe: an e-mail, a role and (check-in) its events; the link goes by e-mail.
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import type { z } from 'zod';
import { type InviteMemberInput, inviteMemberBody } from '../../../../domain/contracts/organisation.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { notifyApiError } from '../../../shared/api/notify-api-error.ts';
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { useInviteMember } from '../api/organisation.ts';
import { RoleFields } from './role-fields.tsx';

type InviteFormInput = z.input<typeof inviteMemberBody>;
const FIELDS = ['email', 'papel', 'eventos_ids'] as const;

export function InviteForm() {
  const invite = useInviteMember();
  const empty: InviteFormInput = { email: '', papel: 'check-in', eventos_ids: [] };
  const form = useSchemaForm<InviteFormInput, InviteMemberInput>(inviteMemberBody, empty);

  const submit = form.handleSubmit(async (input) => {
    try {
      await invite.mutateAsync(input);
      notify('success', { message: `Convite enviado para ${input.email}.` });
      form.reset(empty);
    } catch (error) {
      let placed = false;
      for (const field of FIELDS) {
        const text = isApiError(error) ? error.fieldErrors?.[field]?.[0] : undefined;
        if (text) {
          form.setError(field, { message: text });
          placed = true;
        }
      }
      if (!placed) notifyApiError(error);
    }
  });

  const email = form.bind('email');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="equipe-convidar">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="equipe-convidar">
            Convidar pessoa
          </Title>
          <TextInput
            label="E-mail"
            type="email"
            required
            autoComplete="off"
            value={email.value}
            error={email.error}
            onChange={(event) => email.onChange(event.currentTarget.value)}
          />
          <RoleFields
            role={form.values.papel}
            eventIds={form.values.eventos_ids ?? []}
            onRole={(role) => form.change('papel', role, ['eventos_ids'])}
            onEvents={(ids) => form.change('eventos_ids', ids)}
            roleError={form.errorOf('papel')}
            eventsError={form.errorOf('eventos_ids')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={invite.isPending}>
              Enviar convite
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
