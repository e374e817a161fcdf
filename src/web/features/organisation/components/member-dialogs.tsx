// Alterar papel and Remover membro: the two dialogs of a member's row.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Member } from '../../../../domain/contracts/organisation.ts';
import type { InvitableRole } from '../../../../domain/organiser-permissions.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { notifyApiError } from '../../../shared/api/notify-api-error.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { useChangeMember, useRemoveMember } from '../api/organisation.ts';
import { RoleFields } from './role-fields.tsx';

export function ChangeRoleDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const change = useChangeMember();
  const [role, setRole] = useState<InvitableRole>(
    member.papel === 'proprietario' ? 'administrador' : member.papel,
  );
  const [eventIds, setEventIds] = useState(member.eventos_ids);
  const [eventsError, setEventsError] = useState<string | undefined>();
  const save = () =>
    change.mutate(
      { id: member.id, papel: role, eventos_ids: eventIds },
      {
        onSuccess: () => {
          notify('success', { message: `Papel de ${member.nome} alterado.` });
          onClose();
        },
        onError: (error) => {
          const text = isApiError(error) ? error.fieldErrors?.eventos_ids?.[0] : undefined;
          if (text) setEventsError(text);
          else notifyApiError(error);
        },
      },
    );
  return (
    <Modal opened onClose={() => !change.isPending && onClose()} title={`Alterar papel de ${member.nome}`}>
      <Stack>
        <RoleFields
          role={role}
          eventIds={eventIds}
          onRole={(value) => {
            setRole(value);
            setEventsError(undefined);
          }}
          onEvents={(ids) => {
            setEventIds(ids);
            setEventsError(undefined);
          }}
          eventsError={eventsError}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={change.isPending}>
            Cancelar
          </Button>
          <Button onClick={save} loading={change.isPending}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function RemoveMemberDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const remove = useRemoveMember();
  const confirm = () =>
    remove.mutate(member.id, {
      onSuccess: () => {
        notify('success', { message: `${member.nome} foi removido(a) da equipe.` });
        onClose();
      },
      onError: notifyApiError,
    });
  return (
    <Modal opened onClose={() => !remove.isPending && onClose()} title="Remover membro">
      <Stack>
        <Text>
          Remover {member.nome} ({member.email}) da equipe? O acesso acaba na hora, inclusive nos aparelhos em
          que a pessoa estiver conectada.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            Cancelar
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            Remover
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
