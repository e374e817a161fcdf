// Dados do Pré-Inscrito (spec §2): name, status and ticket badges, contact, registration date, the
// filled form data with its count (an address laid out as street, number, district, city, state,
// postcode and optional complement), the candidate's history (ADR 0185) and the actions of the
// candidate's status.
import { Badge, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import {
  CANDIDATE_BADGE_COLORS,
  CANDIDATE_LABELS,
  type CandidateAction,
  detailActions,
} from '../../../../domain/candidate-rules.ts';
import type { CandidateAddress, CandidateRow } from '../../../../domain/contracts/candidates.ts';
import { formatDateTimeBR } from '../../../../domain/dates.ts';
import { parseMoney } from '../../../../domain/money.ts';
import { Busy } from '../../../shared/ui/busy.tsx';
import { useCandidateDetails } from '../api/candidates-api.ts';
import { CandidateHistoryList } from './candidate-history-list.tsx';

export const ACTION_LABELS: Record<CandidateAction, string> = {
  select: 'Aprovar',
  disqualify: 'Desclassificar',
  revert: 'Reverter para pré-inscrito',
  exempt: 'Conceder isenção',
  resend: 'Reenviar email de pagamento',
  communicate: 'Comunicar',
};
const ACTION_COLORS: Record<CandidateAction, string> = {
  select: 'green',
  disqualify: 'red',
  revert: 'gray',
  exempt: 'grape',
  resend: 'blue',
  communicate: 'blue',
};

function Address({ value }: { value: CandidateAddress }) {
  return (
    <Text size="sm">
      {value.rua}, {value.numero} – {value.bairro}
      <br />
      {value.cidade}/{value.estado} – CEP {value.cep}
      {value.complemento ? (
        <>
          <br />
          {value.complemento}
        </>
      ) : null}
    </Text>
  );
}

export function CandidateDetailsDialog({
  eventId,
  opened,
  onClose,
  onAction,
}: {
  eventId: number;
  /** The row clicked in the list, or null when the dialog is closed. */
  opened: CandidateRow | null;
  onClose: () => void;
  onAction: (action: CandidateAction, row: CandidateRow) => void;
}) {
  const details = useCandidateDetails(eventId, opened?.id ?? null);
  // The row that was clicked opens the dialog at once; the candidate as the server reads it now
  // replaces it as soon as it arrives, so the status and the actions offered are never those of a
  // list fetched before the last change (an action on them would be refused by the state machine).
  const candidate = details.data ?? opened;
  const filled = details.data ? Object.entries(details.data.dadosPreenchidos) : [];
  const facts = candidate
    ? { status: candidate.status, amountCents: parseMoney(candidate.valorPago) ?? 0 }
    : null;
  return (
    <Modal opened={opened !== null} onClose={onClose} title="Dados do Pré-Inscrito" centered size="lg">
      {candidate && facts && (
        <Stack gap="sm">
          <Group gap="xs">
            <Text fw={600} size="lg">
              {candidate.nome}
            </Text>
            <Badge color={CANDIDATE_BADGE_COLORS[candidate.status]} variant="light">
              {CANDIDATE_LABELS[candidate.status]}
            </Badge>
            <Badge color="gray" variant="outline">
              {candidate.tipoIngresso}
            </Badge>
          </Group>
          <Text size="sm">E-mail: {candidate.email}</Text>
          <Text size="sm">Telefone: {candidate.telefone ?? 'N/A'}</Text>
          <Text size="sm">Data de inscrição: {formatDateTimeBR(new Date(candidate.dataCompra))}</Text>
          {candidate.prazoPagamento && (
            <Text size="sm">
              Prazo para pagamento: {formatDateTimeBR(new Date(candidate.prazoPagamento))}
            </Text>
          )}
          <Divider label={`Dados preenchidos (${filled.length})`} labelPosition="left" />
          {details.isLoading ? (
            <Busy size="sm" label="Carregando dados preenchidos" />
          ) : filled.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nenhum campo adicional preenchido.
            </Text>
          ) : (
            filled.map(([label, field]) => (
              <Stack key={label} gap={0}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                {typeof field.valor === 'string' ? (
                  <Text size="sm">{field.valor}</Text>
                ) : (
                  <Address value={field.valor} />
                )}
              </Stack>
            ))
          )}
          <CandidateHistoryList eventId={eventId} candidateId={candidate.id} />
          <Group justify="flex-end" gap="xs" mt="sm">
            {detailActions(facts).map((action) => (
              <Button
                key={action}
                size="xs"
                variant={action === 'select' ? 'filled' : 'light'}
                color={ACTION_COLORS[action]}
                // While the candidate is being read again (after a change), its status may be about to change.
                disabled={details.isFetching}
                onClick={() => onAction(action, candidate)}
              >
                {ACTION_LABELS[action]}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
