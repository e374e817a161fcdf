// /admin/convite#token=…: the page a team invitation opens (issue 21). With an account for the
// e-mail, its password accepts; without one, a name and a new password create it. Either way the
// person is signed in and lands where their role works (door staff: the check-in).
import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import type { InvitationInfo } from '../../../../domain/contracts/organisation.ts';
import { organiserNameSchema } from '../../../../domain/contracts/organiser-auth.ts';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '../../../../domain/organiser-permissions.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useAcceptInvitation, useInvitation } from '../api/invitation.ts';
import { applyFieldErrors } from '../utils/apply-field-errors.ts';
import { resetFormSchema } from '../utils/new-password-schema.ts';
import { useLinkToken } from '../utils/use-link-token.ts';
import { CurrentPasswordField, NameField } from './account-fields.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthForm, InvalidLinkAlert, LoginLink } from './auth-form.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

export function AcceptInvitationPage() {
  useDocumentTitle('Convite para a equipe · Catraca');
  const token = useLinkToken();
  const invitation = useInvitation(token);

  let body: React.ReactNode;
  if (token === null) body = <InvalidLink message="Este link de convite está incompleto." />;
  else if (invitation.isPending) body = <PageLoader label="Verificando o convite..." />;
  else if (invitation.isError) body = <InvalidLink message={describeError(invitation.error).message} />;
  else body = <AcceptForm token={token} invitation={invitation.data} />;

  return (
    <AuthCard
      title="Convite para a equipe"
      subtitle="Entre para trabalhar nos eventos da organização"
      footer={<LoginLink>Ir para o login</LoginLink>}
    >
      {body}
    </AuthCard>
  );
}

function InvalidLink({ message }: { message: string }) {
  return <InvalidLinkAlert message={message} actionLabel="Ir para o login" actionTo="/admin/login" />;
}

type AcceptForm = { nome: string; password: string; confirm: string };

function acceptFormSchema(invitation: InvitationInfo) {
  if (invitation.conta_existente)
    return z.object({
      nome: z.string(),
      password: z.string().min(1, 'Informe a senha.'),
      confirm: z.string(),
    });
  return resetFormSchema(invitation.email).and(z.object({ nome: organiserNameSchema }));
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationInfo }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const existing = invitation.conta_existente;
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AcceptForm>({
    resolver: zodResolver(acceptFormSchema(invitation)) as never,
    defaultValues: { nome: '', password: '', confirm: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const submit = async ({ nome, password: secret }: AcceptForm) => {
    try {
      const session = await accept.mutateAsync({ token, password: secret, ...(existing ? {} : { nome }) });
      notify('success', {
        message: `Bem-vindo(a) à equipe de ${invitation.organizacao}, ${session.user.name}!`,
      });
      await navigate('/admin/eventos', { replace: true });
    } catch (error) {
      if (isApiError(error) && error.fieldErrors?.token) setLinkProblem(error.message);
      else applyFieldErrors(error, ['nome', 'password'], setError);
    }
  };

  if (linkProblem) return <InvalidLink message={linkProblem} />;
  const failure = accept.error && !errors.password && !errors.nome ? describeError(accept.error) : null;
  return (
    <AuthForm
      onSubmit={handleSubmit(submit)}
      failure={failure}
      submitLabel="Aceitar convite"
      submitting={isSubmitting}
    >
      <Text size="sm">
        <strong>{invitation.organizacao}</strong> convidou <strong>{invitation.email}</strong> como{' '}
        <strong>{ROLE_LABELS[invitation.papel]}</strong>: {ROLE_DESCRIPTIONS[invitation.papel]}
      </Text>
      {existing ? (
        <>
          <Text size="sm" c="dimmed">
            Este e-mail já tem uma conta na Catraca: confirme com a senha dela.
          </Text>
          <CurrentPasswordField error={errors.password?.message} {...register('password')} />
        </>
      ) : (
        <>
          <NameField label="Seu nome" error={errors.nome?.message} {...register('nome')} />
          <NewPasswordFields
            label="Crie uma senha"
            password={password}
            email={invitation.email}
            passwordField={register('password')}
            confirmField={register('confirm')}
            passwordError={errors.password?.message}
            confirmError={errors.confirm?.message}
          />
        </>
      )}
    </AuthForm>
  );
}
