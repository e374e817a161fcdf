import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useResetPassword, useResetTokenCheck } from '../api/password-reset.ts';
import { applyFieldErrors } from '../utils/apply-field-errors.ts';
import { resetFormSchema } from '../utils/new-password-schema.ts';
import { useLinkToken } from '../utils/use-link-token.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthForm, InvalidLinkAlert, LoginLink } from './auth-form.tsx';
import type { LoginPageState } from './login-page.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

type ResetForm = { password: string; confirm: string };

/** /admin/redefinir-senha#token=…: the page the e-mailed link opens. */
export function ResetPasswordPage() {
  useDocumentTitle('Redefinir senha · Catraca');
  const token = useLinkToken();
  const check = useResetTokenCheck(token);

  let body: React.ReactNode;
  if (token === null) body = <InvalidLink message="Este link de redefinição está incompleto." />;
  else if (check.isPending) body = <PageLoader label="Verificando o link..." />;
  else if (check.isError) body = <InvalidLink message={describeError(check.error).message} />;
  else body = <ResetForm token={token} email={check.data.data.email} />;

  return (
    <AuthCard
      title="Redefinir senha"
      subtitle="Escolha uma nova senha para a sua conta"
      footer={<LoginLink>Voltar para o login</LoginLink>}
    >
      {body}
    </AuthCard>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <InvalidLinkAlert message={message} actionLabel="Pedir um novo link" actionTo="/admin/esqueci-senha" />
  );
}

function ResetForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema(email)),
    defaultValues: { password: '', confirm: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const submit = async ({ password: newPassword }: ResetForm) => {
    try {
      const message = await reset.mutateAsync({ token, password: newPassword });
      const state: LoginPageState = { notice: message };
      await navigate('/admin/login', { replace: true, state });
    } catch (error) {
      if (isApiError(error) && error.fieldErrors?.token) setLinkProblem(error.message);
      else applyFieldErrors(error, ['password'], setError);
    }
  };

  if (linkProblem) return <InvalidLink message={linkProblem} />;
  const failure = reset.error && !errors.password ? describeError(reset.error) : null;
  return (
    <AuthForm
      onSubmit={handleSubmit(submit)}
      failure={failure}
      submitLabel="Redefinir senha"
      submitting={isSubmitting}
    >
      <Text size="sm">
        Conta: <strong>{email}</strong>
      </Text>
      <NewPasswordFields
        password={password}
        email={email}
        passwordField={register('password')}
        confirmField={register('confirm')}
        passwordError={errors.password?.message}
        confirmError={errors.confirm?.message}
      />
    </AuthForm>
  );
}
