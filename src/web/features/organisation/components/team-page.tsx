// /admin/equipe (issue 21): invite people, see the members and pending invitations, change a role,
// remove a member, cancel an invitation. Only the owner reaches it (organisation.manage).
import {
  ActionIcon,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMailCancel } from '@tabler/icons-react';
import { useState } from 'react';
import type { Invitation, Member } from '../../../../domain/contracts/organisation.ts';
import { formatDateTimeBR } from '../../../../domain/dates.ts';
import { ROLE_LABELS } from '../../../../domain/organiser-permissions.ts';
import { notifyApiError } from '../../../shared/api/notify-api-error.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useAdminEventOptions } from '../api/event-options.ts';
import { useCancelInvitation, useTeam } from '../api/organisation.ts';
import { InviteForm } from './invite-form.tsx';
import { ChangeRoleDialog, RemoveMemberDialog } from './member-dialogs.tsx';

const ROLE_COLORS = {
  proprietario: 'dark',
  administrador: 'indigo',
  financeiro: 'teal',
  'check-in': 'orange',
};

export function TeamPage() {
  useDocumentTitle('Equipe · Catraca');
  const team = useTeam();
  return (
    <Container size="md" px={0}>
      <Title order={1} size="h2" mb="xs">
        Equipe
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        Quem trabalha nos eventos da organização, e o que cada papel pode fazer.
      </Text>
      <Stack gap="lg">
        <InviteForm />
        {team.isPending && <PageLoader label="Carregando equipe..." />}
        {team.isError && <LoadError error={team.error} onRetry={() => void team.refetch()} />}
        {team.data && <Members members={team.data.membros} />}
        {team.data && team.data.convites.length > 0 && <Invitations invitations={team.data.convites} />}
      </Stack>
    </Container>
  );
}

function useEventNames() {
  const names = new Map(useAdminEventOptions().map((option) => [Number(option.value), option.label]));
  return (ids: number[]) => ids.map((id) => names.get(id) ?? `Evento ${id}`).join(', ');
}

function Members({ members }: { members: Member[] }) {
  const [changing, setChanging] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const eventNames = useEventNames();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="equipe-membros">
      <Title order={2} size="h4" id="equipe-membros" mb="sm">
        Membros ({members.length})
      </Title>
      <Stack gap={0}>
        {members.map((member) => (
          <Group
            key={member.id}
            justify="space-between"
            py="sm"
            gap="sm"
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
              <Group gap="xs" wrap="nowrap">
                <Text fw={600} truncate="end">
                  {member.nome}
                </Text>
                <Badge color={ROLE_COLORS[member.papel]} variant="light" style={{ flexShrink: 0 }}>
                  {ROLE_LABELS[member.papel]}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" truncate="end">
                {member.email}
              </Text>
              {member.eventos_ids.length > 0 && (
                <Text size="sm">Check-in em: {eventNames(member.eventos_ids)}</Text>
              )}
            </Stack>
            {member.papel !== 'proprietario' && (
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => setChanging(member)}>
                  Alterar papel
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(member)}>
                  Remover
                </Button>
              </Group>
            )}
          </Group>
        ))}
      </Stack>
      {changing && <ChangeRoleDialog member={changing} onClose={() => setChanging(null)} />}
      {removing && <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />}
    </Paper>
  );
}

function Invitations({ invitations }: { invitations: Invitation[] }) {
  const cancel = useCancelInvitation();
  const eventNames = useEventNames();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="equipe-convites">
      <Title order={2} size="h4" id="equipe-convites" mb="sm">
        Convites pendentes ({invitations.length})
      </Title>
      <Stack gap={0}>
        {invitations.map((invitation) => (
          <Group
            key={invitation.id}
            justify="space-between"
            py="sm"
            gap="sm"
            wrap="nowrap"
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={500} truncate="end">
                {invitation.email}
              </Text>
              <Text size="sm" c="dimmed">
                {ROLE_LABELS[invitation.papel]}
                {invitation.eventos_ids.length > 0 && ` · ${eventNames(invitation.eventos_ids)}`} · vale até{' '}
                {formatDateTimeBR(new Date(invitation.expira_em))}
              </Text>
            </Stack>
            <Tooltip label="Cancelar convite">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Cancelar o convite de ${invitation.email}`}
                loading={cancel.isPending && cancel.variables === invitation.id}
                onClick={() =>
                  cancel.mutate(invitation.id, {
                    onSuccess: () =>
                      notify('success', { message: `Convite de ${invitation.email} cancelado.` }),
                    onError: notifyApiError,
                  })
                }
              >
                <IconMailCancel size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
