import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  type ForgotPasswordInput,
  forgotPasswordBody,
} from '../../../../domain/contracts/organiser-account.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { applyFieldErrors } from '../utils/apply-field-errors.ts';
import { AuthCard } from './auth-card.tsx';

/** /admin/esqueci-senha: asks for a reset link; the answer never tells whether the e-mail has an account. */
export function ForgotPasswordPage() {
  useDocumentTitle('Esqueci minha senha · Catraca');
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: '' },
  });

  const submit = async (input: ForgotPasswordInput) => {
    try {
      await request.mutateAsync(input);
    } catch (error) {
      applyFieldErrors(error, ['email'], setError);
    }
  };
  const failure = request.error && !errors.email ? describeError(request.error) : null;

  return (
    <AuthCard
      title="Esqueci minha senha"
      subtitle="Enviaremos um link para você escolher uma nova senha"
      footer={
        <Anchor component={Link} to="/admin/login" size="sm">
          Voltar para o login
        </Anchor>
      }
    >
      {request.isSuccess ? (
        <Alert color="teal" icon={<IconMailForward />} title="Verifique seu e-mail" role="status">
          <Stack gap="xs">
            <Text size="sm">{request.data}</Text>
            <Text size="sm">Não chegou? Confira a caixa de spam ou peça outro link em alguns minutos.</Text>
          </Stack>
        </Alert>
      ) : (
        <form onSubmit={handleSubmit(submit)} noValidate>
          <Stack gap="md">
            {failure && (
              <Alert color="red" icon={<IconAlertCircle />} title={failure.title} role="alert">
                {failure.message}
              </Alert>
            )}
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" fullWidth loading={isSubmitting}>
              Enviar link
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
