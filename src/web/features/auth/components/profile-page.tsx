import { Container, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSession } from '../api/get-session.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ProfileNameForm } from './profile-name-form.tsx';

/** /admin/perfil: the organiser's name and password. */
export function ProfilePage() {
  useDocumentTitle('Meu perfil · Catraca');
  const session = useSession();
  // The admin frame renders pages only with a session, so it is always here.
  const user = session.data?.user;
  if (!user) return null;
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          Meu perfil
        </Title>
        <ProfileNameForm key={user.name} user={user} />
        <ChangePasswordForm email={user.email} />
      </Stack>
    </Container>
  );
}
