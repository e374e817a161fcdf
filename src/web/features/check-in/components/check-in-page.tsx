// Check-in at the door, /admin/eventos/{id}/check-in: phone-first. The camera reads the voucher's
// QR, a USB scanner types the code into the field followed by Enter (a keyboard wedge), or a person
// types it; the server verifies the signature and records the arrival. The last result stays on
// screen in a colour that reads from a distance, and "presentes x / y" follows every door.
import { Anchor, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconCircleCheck, IconCircleX, IconRepeat } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { CheckInReply } from '../../../../domain/contracts/check-in.ts';
import { useAdminEvent } from '../../../shared/admin-event/get-admin-event.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { useCan } from '../../../shared/organisation/get-organisation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { NotFoundMessage } from '../../../shared/ui/not-found-message.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useAttendance, useCheckIn } from '../api/check-in.ts';
import { QrCamera } from './qr-camera.tsx';

type Outcome = { kind: 'ok' | 'repeat'; reply: CheckInReply } | { kind: 'error'; message: string };

const OUTCOME_STYLE = {
  ok: { color: 'green', icon: IconCircleCheck },
  repeat: { color: 'yellow', icon: IconRepeat },
  error: { color: 'red', icon: IconCircleX },
} as const;

function OutcomeCard({ outcome }: { outcome: Outcome }) {
  const { color, icon: Icon } = OUTCOME_STYLE[outcome.kind];
  return (
    <Paper
      radius="md"
      p="md"
      bg={`${color}.0`}
      style={{ border: `2px solid var(--mantine-color-${color}-6)` }}
      role="status"
      data-testid="check-in-result"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Icon size={36} color={`var(--mantine-color-${color}-7)`} style={{ flexShrink: 0 }} />
        {outcome.kind === 'error' ? (
          <Text fw={600}>{outcome.message}</Text>
        ) : (
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {outcome.reply.nome}
            </Text>
            <Text size="sm">{outcome.reply.tipoIngresso}</Text>
            <Text fw={600}>{outcome.reply.mensagem}</Text>
          </Stack>
        )}
      </Group>
    </Paper>
  );
}

function CheckInDesk({ eventId }: { eventId: number }) {
  const event = useAdminEvent(eventId);
  const attendance = useAttendance(eventId);
  const checkIn = useCheckIn(eventId);
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const can = useCan();
  // Door staff (issue 21) have no tab of the event to go back to.
  const hasPanel = can('sales.read') || can('participants.read') || can('event.setup');
  useDocumentTitle(event.data ? `Check-in · ${event.data.nome} · Catraca` : 'Check-in · Catraca');

  const submit = (codigo: string) => {
    if (codigo.trim() === '' || checkIn.isPending) return;
    checkIn.mutate(codigo, {
      onSuccess: (reply) => setOutcome({ kind: reply.registrado ? 'ok' : 'repeat', reply }),
      onError: (error) => setOutcome({ kind: 'error', message: describeError(error).message }),
      onSettled: () => {
        setCode('');
        input.current?.focus();
      },
    });
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(code);
  };

  if (event.isPending) return <PageLoader label="Carregando evento..." />;
  if (event.isError) {
    // Only a 404 means the event is not this organiser's; a network or server failure at the door
    // (weak signal is common there) gets the spec's retry instead of a wrong "not found".
    if (isApiError(event.error) && event.error.status === 404) return <EventNotFound />;
    return <LoadError error={event.error} onRetry={() => void event.refetch()} />;
  }
  const counts = attendance.data;
  return (
    <Stack gap="md">
      {hasPanel && (
        <Anchor
          component={Link}
          to={`/admin/eventos/${eventId}${can('participants.read') ? '?tab=participantes' : ''}`}
          size="sm"
        >
          <Group gap={4}>
            <IconArrowLeft size={14} /> Voltar para o evento
          </Group>
        </Anchor>
      )}
      <div>
        <Title order={1} size="h2">
          Check-in
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {event.data.nome}
        </Text>
      </div>
      {attendance.isError && !counts ? (
        <LoadError error={attendance.error} onRetry={() => void attendance.refetch()} />
      ) : (
        <Paper withBorder radius="md" p="md" ta="center">
          <Text size="xl" fw={700} data-testid="attendance" aria-live="polite">
            {counts
              ? `presentes ${counts.presentes.toLocaleString('pt-BR')} / ${counts.total.toLocaleString('pt-BR')}`
              : '…'}
          </Text>
        </Paper>
      )}
      {outcome && <OutcomeCard outcome={outcome} />}
      <QrCamera onCode={submit} />
      <form onSubmit={onSubmit}>
        <Stack gap="xs">
          <TextInput
            ref={input}
            label="Código do ingresso"
            description="Aponte o leitor USB para este campo ou digite o código do voucher e tecle Enter."
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            autoFocus
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            size="md"
            maxLength={200}
          />
          <Button type="submit" size="md" loading={checkIn.isPending} disabled={code.trim() === ''}>
            Registrar entrada
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

function EventNotFound() {
  return (
    <NotFoundMessage
      title="Evento não encontrado"
      message="Este evento não existe ou não pertence à sua conta."
      backTo="/admin/eventos"
      backLabel="Voltar para Meus Eventos"
    />
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
