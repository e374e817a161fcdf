import { Group, Switch, Text, Tooltip } from '@mantine/core';
import type { ParticipantRow } from '../../../../domain/contracts/participants.ts';
import { toLocalParts } from '../../../../domain/dates.ts';
import { canAttend } from '../../../../domain/participant-status.ts';

export const CANNOT_ATTEND_REASON =
  'Só participantes com status Pago ou Isento podem ter presença registrada.';

/** The row's presence toggle; marking needs a paid or exempt place, clearing is always allowed. */
export function PresenceSwitch({
  participant,
  onChange,
}: {
  participant: ParticipantRow;
  onChange: (presenca: boolean) => void;
}) {
  const blocked = !participant.presenca && !canAttend(participant.status);
  const time = participant.presencaEm ? toLocalParts(new Date(participant.presencaEm)).time : null;
  // A multi-day event: the days with an arrival at the door (ADR 0436), instead of the first time.
  const days = participant.presencaDias.map((day) => `${day.slice(8, 10)}/${day.slice(5, 7)}`);
  const toggle = (
    <Group gap={6} wrap="nowrap">
      <Switch
        checked={participant.presenca}
        disabled={blocked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        aria-label={`Presença de ${participant.nome}`}
        color="teal"
      />
      {days.length > 1 ? (
        <Text size="xs" c="dimmed" visibleFrom="sm" data-testid="presence-days">
          {days.join(' · ')}
        </Text>
      ) : (
        time && (
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {time}
          </Text>
        )
      )}
    </Group>
  );
  return blocked ? (
    <Tooltip label={CANNOT_ATTEND_REASON} multiline w={240} withArrow>
      <span>{toggle}</span>
    </Tooltip>
  ) : (
    toggle
  );
}
