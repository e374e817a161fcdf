import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type LoginInput, loginBody } from '../../../../domain/contracts/organiser-auth.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { useLogin } from '../api/login.ts';
import { CurrentPasswordField, EmailField } from './account-fields.tsx';
import { AuthForm } from './auth-form.tsx';

const FORM_FIELDS = ['email', 'password'] as const;

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });

  const submit = async (input: LoginInput) => {
    try {
      await login.mutateAsync(input);
      onSuccess();
    } catch (error) {
      // Field messages from the server go next to their inputs; the summary goes in the alert.
      if (isApiError(error) && error.fieldErrors) {
        for (const field of FORM_FIELDS) {
          const message = error.fieldErrors[field]?.[0];
          if (message) setError(field, { message });
        }
      }
    }
  };

  const failure = login.error ? describeError(login.error) : null;

  return (
    <AuthForm
      onSubmit={handleSubmit(submit)}
      failure={failure}
      submitLabel="Entrar"
      submitting={isSubmitting}
    >
      <EmailField autoComplete="username" error={errors.email?.message} {...register('email')} />
      <CurrentPasswordField error={errors.password?.message} {...register('password')} />
    </AuthForm>
  );
}
