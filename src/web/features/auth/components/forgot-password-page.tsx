import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMailForward } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import {
  type ForgotPasswordInput,
  forgotPasswordBody,
} from '../../../../domain/contracts/organiser-account.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { applyFieldErrors } from '../utils/apply-field-errors.ts';
import { EmailField } from './account-fields.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthForm, LoginLink } from './auth-form.tsx';

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
      footer={<LoginLink>Voltar para o login</LoginLink>}
    >
      {request.isSuccess ? (
        <Alert color="teal" icon={<IconMailForward />} title="Verifique seu e-mail" role="status">
          <Stack gap="xs">
            <Text size="sm">{request.data}</Text>
            <Text size="sm">Não chegou? Confira a caixa de spam ou peça outro link em alguns minutos.</Text>
          </Stack>
        </Alert>
      ) : (
        <AuthForm
          onSubmit={handleSubmit(submit)}
          failure={failure}
          submitLabel="Enviar link"
          submitting={isSubmitting}
        >
          <EmailField error={errors.email?.message} {...register('email')} />
        </AuthForm>
      )}
    </AuthCard>
  );
}
