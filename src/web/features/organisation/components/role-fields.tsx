// The role and (for check-in) the events, as the invite form and the change-role dialog ask them.
import { MultiSelect, Select } from '@mantine/core';
import {
  EVENT_SCOPED_ROLES,
  INVITABLE_ROLES,
  type InvitableRole,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
} from '../../../../domain/organiser-permissions.ts';
import { useAdminEventOptions } from '../api/event-options.ts';

export const ROLE_OPTIONS = INVITABLE_ROLES.map((role) => ({
  value: role,
  label: `${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role]}`,
}));

export function RoleFields({
  role,
  eventIds,
  onRole,
  onEvents,
  roleError,
  eventsError,
}: {
  role: InvitableRole;
  eventIds: number[];
  onRole: (role: InvitableRole) => void;
  onEvents: (ids: number[]) => void;
  roleError?: string | undefined;
  eventsError?: string | undefined;
}) {
  const events = useAdminEventOptions();
  return (
    <>
      <Select
        label="Papel"
        required
        data={ROLE_OPTIONS}
        value={role}
        allowDeselect={false}
        onChange={(value) => value && onRole(value as InvitableRole)}
        error={roleError}
        comboboxProps={{ withinPortal: true }}
      />
      {EVENT_SCOPED_ROLES.has(role) && (
        <MultiSelect
          label="Eventos do check-in"
          description="A pessoa só verá o check-in destes eventos."
          required
          placeholder={eventIds.length === 0 ? 'Escolha os eventos' : undefined}
          data={events}
          value={eventIds.map(String)}
          onChange={(values) => onEvents(values.map(Number))}
          error={eventsError}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </>
  );
}
