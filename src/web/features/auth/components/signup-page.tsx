import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { type RegisterInput, registerBody } from '../../../../domain/contracts/organiser-auth.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { useRegister } from '../api/register.ts';
import { applyFieldErrors } from '../utils/apply-field-errors.ts';
import { AuthCard } from './auth-card.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordField } from './password-field.tsx';

const FORM_FIELDS = ['name', 'email', 'password'] as const;

/** /admin/cadastro: a new organiser creates an account and lands on their (empty) events. */
export function SignupPage() {
  useDocumentTitle('Criar conta · Catraca');
  const navigate = useNavigate();
  const registerAccount = useRegister();
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
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
      const session = await registerAccount.mutateAsync(input);
      notify('success', { message: `Bem-vindo(a), ${session.user.name}! Sua conta foi criada.` });
      await navigate('/admin/eventos', { replace: true });
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
          <Anchor component={Link} to="/admin/login" size="sm">
            Entrar
          </Anchor>
        </>
      }
    >
      <form onSubmit={handleSubmit(submit)} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" icon={<IconAlertCircle />} title={failure.title} role="alert">
              {failure.message}
            </Alert>
          )}
          <TextInput
            label="Nome"
            autoComplete="name"
            required
            error={errors.name?.message}
            {...register('name')}
          />
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
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
            <Anchor component={Link} to="/termos" target="_blank" size="xs">
              Termos de Uso
            </Anchor>{' '}
            e a{' '}
            <Anchor component={Link} to="/privacidade" target="_blank" size="xs">
              Política de Privacidade
            </Anchor>
            .
          </Text>
          <Button type="submit" fullWidth loading={isSubmitting}>
            Criar conta
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
