import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import {
  type UpdateProfileInput,
  updateProfileBody,
} from '../../../../domain/contracts/organiser-account.ts';
import type { SessionUser } from '../../../../domain/contracts/organiser-auth.ts';
import { notifyApiError } from '../../../shared/api/notify-api-error.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { useUpdateProfile } from '../api/account.ts';
import { applyFieldErrors } from '../utils/apply-field-errors.ts';
import { NameField } from './account-fields.tsx';

export function ProfileNameForm({ user }: { user: SessionUser }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileBody),
    defaultValues: { name: user.name },
  });

  const submit = async (input: UpdateProfileInput) => {
    try {
      const { message } = await update.mutateAsync(input);
      notify('success', { message: message ?? 'Perfil atualizado.' });
    } catch (error) {
      if (!applyFieldErrors(error, ['name'], setError)) notifyApiError(error);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="perfil-dados">
      <form onSubmit={handleSubmit(submit)} noValidate>
        <Stack gap="md">
          <Title order={3} size="h4" id="perfil-dados">
            Dados da conta
          </Title>
          <NameField error={errors.name?.message} {...register('name')} />
          <TextInput
            label="E-mail"
            value={user.email}
            readOnly
            description="O e-mail é o seu login e não pode ser alterado aqui."
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
