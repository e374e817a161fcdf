import { Button, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { describeError } from '../../../shared/api/describe-error.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { useConfirmSignup } from '../api/register.ts';
import { useLinkToken } from '../utils/use-link-token.ts';
import { AuthCard } from './auth-card.tsx';
import { InvalidLinkAlert, LoginLink } from './auth-form.tsx';

/**
 * /admin/confirmar-cadastro#token=…: the page the sign-up e-mail opens. The account is created by a
 * click, not on load, so a mail scanner that opens links cannot spend the link (ADR 0047).
 */
export function ConfirmSignupPage() {
  useDocumentTitle('Confirmar cadastro · Catraca');
  const navigate = useNavigate();
  const token = useLinkToken();
  const confirm = useConfirmSignup();

  const activate = async () => {
    if (!token) return;
    try {
      const session = await confirm.mutateAsync(token);
      notify('success', { message: `Bem-vindo(a), ${session.user.name}! Sua conta foi ativada.` });
      await navigate('/admin/eventos', { replace: true });
    } catch {
      // Shown below from the mutation's error.
    }
  };

  const problem = token === null ? 'Este link de confirmação está incompleto.' : null;
  const failure = confirm.isError ? describeError(confirm.error).message : problem;

  return (
    <AuthCard
      title="Confirmar cadastro"
      subtitle="Ative a sua conta de organizador"
      footer={<LoginLink>Ir para o login</LoginLink>}
    >
      {failure ? (
        <InvalidLinkAlert
          message={failure}
          actionLabel="Fazer o cadastro novamente"
          actionTo="/admin/cadastro"
        />
      ) : (
        <Stack gap="md">
          <Text size="sm">Falta só um passo: clique abaixo para ativar a sua conta e entrar.</Text>
          <Button fullWidth onClick={() => void activate()} loading={confirm.isPending}>
            Ativar minha conta
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
