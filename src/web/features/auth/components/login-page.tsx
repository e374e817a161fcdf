import { Alert, Anchor, Group } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../utils/safe-next-path.ts';
import { AuthCard } from './auth-card.tsx';
import { LoginForm } from './login-form.tsx';

const DEFAULT_AFTER_LOGIN = '/admin/eventos';

/** What another page may hand the login (e.g. after a password reset). */
export interface LoginPageState {
  notice?: string;
}

export function LoginPage() {
  useDocumentTitle('Entrar · Catraca');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as LoginPageState | null)?.notice;
  const next = safeNextPath(searchParams.get('next')) ?? DEFAULT_AFTER_LOGIN;

  return (
    <AuthCard
      title="Catraca"
      subtitle="Acesse a área do organizador"
      footer={
        <>
          Ainda não tem conta?{' '}
          <Anchor component={Link} to="/admin/cadastro" size="sm" underline="always">
            Criar conta
          </Anchor>
        </>
      }
    >
      {notice && (
        <Alert color="teal" icon={<IconCircleCheck />} role="status">
          {notice}
        </Alert>
      )}
      <LoginForm onSuccess={() => navigate(next, { replace: true })} />
      <Group justify="center">
        <Anchor component={Link} to="/admin/esqueci-senha" size="sm">
          Esqueci minha senha
        </Anchor>
      </Group>
    </AuthCard>
  );
}
