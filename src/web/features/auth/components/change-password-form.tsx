import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { notifyApiError } from '../../../shared/api/notify-api-error.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { useChangePassword } from '../api/account.ts';
import { applyFieldErrors } from '../utils/apply-field-errors.ts';
import { changePasswordFormSchema } from '../utils/new-password-schema.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { PasswordField } from './password-field.tsx';

interface ChangePasswordValues {
  current_password: string;
  password: string;
  confirm: string;
}

const EMPTY: ChangePasswordValues = { current_password: '', password: '', confirm: '' };

export function ChangePasswordForm({ email }: { email: string }) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema(email)),
    defaultValues: EMPTY,
  });
  const password = useWatch({ control, name: 'password' });

  const submit = async (values: ChangePasswordValues) => {
    try {
      const { message } = await change.mutateAsync({
        current_password: values.current_password,
        new_password: values.password,
      });
      reset(EMPTY);
      notify('success', { message: message ?? 'Senha alterada.' });
    } catch (error) {
      const placed = applyFieldErrors(error, ['current_password', 'password'], setError, {
        password: 'new_password',
      });
      if (!placed) notifyApiError(error);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="perfil-senha">
      <form onSubmit={handleSubmit(submit)} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={3} size="h4" id="perfil-senha">
              Alterar senha
            </Title>
            <Text size="sm" c="dimmed">
              As outras sessões abertas da sua conta serão encerradas; esta continua ativa.
            </Text>
          </Stack>
          <PasswordField
            label="Senha atual"
            autoComplete="current-password"
            required
            error={errors.current_password?.message}
            {...register('current_password')}
          />
          <NewPasswordFields
            password={password}
            email={email}
            passwordField={register('password')}
            confirmField={register('confirm')}
            passwordError={errors.password?.message}
            confirmError={errors.confirm?.message}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              Alterar Senha
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
