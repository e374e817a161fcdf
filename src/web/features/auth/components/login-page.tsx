import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconTicket } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../utils/safe-next-path.ts';
import { LoginForm } from './login-form.tsx';

const DEFAULT_AFTER_LOGIN = '/admin/eventos';

export function LoginPage() {
  useDocumentTitle('Entrar · Catraca');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNextPath(searchParams.get('next')) ?? DEFAULT_AFTER_LOGIN;

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={4} align="center">
            <IconTicket size={40} stroke={1.5} color="var(--mantine-color-indigo-6)" aria-hidden />
            <Title order={1} size="h2">
              Catraca
            </Title>
            <Text c="dimmed" size="sm">
              Acesse a área do organizador
            </Text>
          </Stack>
          <LoginForm onSuccess={() => navigate(next, { replace: true })} />
        </Stack>
      </Paper>
    </Center>
  );
}
