import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { type RegisterInput, registerBody } from '../../../../domain/contracts/organiser-auth.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { useRegister } from '../api/register.ts';
import { applyFieldErrors } from '../utils/apply-field-errors.ts';
import { EmailField, NameField } from './account-fields.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordField } from './password-field.tsx';

const FORM_FIELDS = ['name', 'email', 'password'] as const;

/**
 * /admin/cadastro: a new organiser signs up; the page then says to follow the e-mailed link, with
 * the same words whether or not the e-mail already has an account (ADR 0047).
 */
export function SignupPage() {
  useDocumentTitle('Criar conta · Catraca');
  const registerAccount = useRegister();
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerBody),
    defaultValues: { name: '', email: '', password: '' },
  });
  const [password, email] = useWatch({ control, name: ['password', 'email'] });

  const submit = async (input: RegisterInput) => {
    setFailure(null);
    try {
      const message = await registerAccount.mutateAsync(input);
      setSent({ message, email: input.email });
    } catch (error) {
      if (!applyFieldErrors(error, FORM_FIELDS, setError)) setFailure(describeError(error));
    }
  };

  return (
    <AuthCard
      title="Criar conta"
      subtitle="Comece a vender ingressos e receber inscrições"
      footer={
        <>
          Já tem uma conta?{' '}
          <Anchor component={Link} to="/admin/login" size="sm" underline="always">
            Entrar
          </Anchor>
        </>
      }
    >
      {sent ? (
        <Alert color="teal" icon={<IconMailCheck />} title="Confira o seu e-mail" role="status">
          <Stack gap="xs">
            <Text size="sm">{sent.message}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              E-mail informado: {sent.email}
            </Text>
          </Stack>
        </Alert>
      ) : (
        <AuthForm
          onSubmit={handleSubmit(submit)}
          failure={failure}
          submitLabel="Criar conta"
          submitting={isSubmitting}
        >
          <NameField error={errors.name?.message} {...register('name')} />
          <EmailField error={errors.email?.message} {...register('email')} />
          <Stack gap={8}>
            <PasswordField
              label="Senha"
              autoComplete="new-password"
              required
              aria-describedby="regras-senha"
              error={errors.password?.message}
              {...register('password')}
            />
            <PasswordChecklist id="regras-senha" password={password} email={email} />
          </Stack>
          <Text size="xs" c="dimmed">
            Ao criar a conta, você concorda com os{' '}
            <Anchor component={Link} to="/termos" target="_blank" size="xs" underline="always">
              Termos de Uso
            </Anchor>{' '}
            e a{' '}
            <Anchor component={Link} to="/privacidade" target="_blank" size="xs" underline="always">
              Política de Privacidade
            </Anchor>
            .
          </Text>
        </AuthForm>
      )}
    </AuthCard>
  );
}
