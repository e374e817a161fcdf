// Check-in at the door, /admin/eventos/{id}/check-in: phone-first. The camera reads the voucher's
// QR, a USB/Bluetooth scanner types the code into the field followed by Enter (a keyboard wedge),
// or a person types the printed door code, the order code, a name or a CPF; the server verifies and
// records the day's arrival, and the saved list takes over when the signal drops (ADR 0132, 0436).
// The last result stays on screen in a solid colour that reads from a distance.
import { Anchor, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { dayLabel, eventDays } from '../../../../domain/event-days.ts';
import { EventNotFound } from '../../../shared/admin-event/event-not-found.tsx';
import { useAdminEvent } from '../../../shared/admin-event/get-admin-event.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useCan } from '../../../shared/organisation/get-organisation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useAttendance } from '../api/check-in.ts';
import { countOffline } from '../offline/door-offline-rules.ts';
import { useDoorOffline } from '../offline/use-door-offline.ts';
import { DoorChoices } from './door-choices.tsx';
import { DoorConnection } from './door-connection.tsx';
import { DoorCounts } from './door-counts.tsx';
import { DoorOutcomeCard } from './door-outcome.tsx';
import { QrCamera } from './qr-camera.tsx';
import { UndoCheckInDialog } from './undo-check-in-dialog.tsx';
import { useDoorDesk } from './use-door-desk.ts';

function CheckInDesk({ eventId }: { eventId: number }) {
  const event = useAdminEvent(eventId);
  const attendance = useAttendance(eventId);
  const door = useDoorOffline(eventId);
  const desk = useDoorDesk(eventId, door);
  const [code, setCode] = useState('');
  const [undoing, setUndoing] = useState<{ participanteId: number; nome: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const can = useCan();
  // Door staff (issue 21) have no tab of the event to go back to.
  const hasPanel = can('sales.read') || can('participants.read') || can('event.setup');
  useDocumentTitle(event.data ? `Check-in · ${event.data.nome} · Catraca` : 'Check-in · Catraca');

  const refocus = () => {
    setCode('');
    input.current?.focus();
  };
  const submit = async (text: string) => {
    if (text.trim() === '' || desk.busy) return;
    await desk.submit(text);
    refocus();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(code);
  };

  if (event.isPending) return <PageLoader label="Carregando evento..." />;
  if (event.isError && !door.list) {
    // Only a 404 means the event is not this organiser's; a network or server failure at the door
    // (weak signal is common there) gets the spec's retry instead of a wrong "not found".
    if (isApiError(event.error) && event.error.status === 404) return <EventNotFound />;
    return <LoadError error={event.error} onRetry={() => void event.refetch()} />;
  }
  const days = event.data ? eventDays(new Date(event.data.start_date), new Date(event.data.end_date)) : [];
  const today = attendance.data?.dia ?? door.list?.dia;
  const outcome = desk.outcome;
  return (
    <Stack gap="md">
      {hasPanel && (
        <Anchor
          component={Link}
          to={`/admin/eventos/${eventId}${can('participants.read') ? '?tab=participantes' : ''}`}
          size="sm"
        >
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden /> Voltar para o evento
          </Group>
        </Anchor>
      )}
      <div>
        <Title order={1} fz={28}>
          Check-in
        </Title>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {event.data?.nome}
        </Text>
        {today && (
          <Text size="sm" data-testid="door-day">
            Hoje: {dayLabel(today, days)}
          </Text>
        )}
      </div>
      <DoorConnection door={door} />
      {outcome && (
        <DoorOutcomeCard
          outcome={outcome}
          onUndo={
            (outcome.kind === 'ok' || outcome.kind === 'repeat') && !outcome.offline && door.online
              ? () => setUndoing({ participanteId: outcome.participanteId, nome: outcome.nome })
              : null
          }
        />
      )}
      <form onSubmit={onSubmit}>
        <Stack gap="xs">
          <TextInput
            ref={input}
            label="Código, nome ou CPF"
            description="Leitor USB/Bluetooth: deixe o cursor aqui. Ou digite o código do ingresso (K7Q2-M9XD), o do pedido (2N5-RRT), um nome ou CPF e tecle Enter."
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            autoFocus
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            size="lg"
            maxLength={200}
            enterKeyHint="go"
          />
          <Button type="submit" size="lg" loading={desk.busy} disabled={code.trim() === ''}>
            Registrar / buscar
          </Button>
        </Stack>
      </form>
      {desk.choices && (
        <DoorChoices
          title={desk.choices.title}
          choices={desk.choices.items}
          busy={desk.busy}
          onAdmit={(choice) => void desk.admit(choice).then(refocus)}
        />
      )}
      <QrCamera onCode={(text) => void submit(text)} />
      {!door.online && door.list ? (
        <DoorCounts counts={countOffline(door.list, door.queue, new Date())} offline />
      ) : attendance.isError && !attendance.data ? (
        <LoadError error={attendance.error} onRetry={() => void attendance.refetch()} />
      ) : (
        <DoorCounts counts={attendance.data} offline={false} />
      )}
      <UndoCheckInDialog
        eventId={eventId}
        target={undoing}
        onClose={() => setUndoing(null)}
        onUndone={(message) => {
          setUndoing(null);
          desk.setOutcome({ kind: 'undone', message });
          if (undoing) door.noteArrival(undoing.participanteId, null);
        }}
      />
    </Stack>
  );
}

export function CheckInPage() {
  const raw = useParams().id;
  const eventId = raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
  return (
    <Container size="xs" py="md" px="sm">
      {eventId === null ? <EventNotFound /> : <CheckInDesk eventId={eventId} />}
    </Container>
  );
}
