import { Anchor, Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { IconDownload, IconReceipt } from '@tabler/icons-react';
import type { CandidateParticipant } from '../../../../domain/contracts/candidate-order.ts';
import { formatDateTimeBR } from '../../../../domain/dates.ts';

const STATUS_COLORS: Record<CandidateParticipant['status'], string> = {
  candidate: 'blue',
  selected: 'yellow',
  disqualified: 'red',
  fulfilled: 'green',
  payment_expired: 'orange',
  waived: 'teal',
};

/**
 * One participant of the pre-registration, with the status of their application; a selected one
 * can be included in (or left out of) the payment.
 */
export function CandidateCard({
  participant,
  included = false,
  onIncludedChange,
}: {
  participant: CandidateParticipant;
  included?: boolean;
  onIncludedChange?: (included: boolean) => void;
}) {
  return (
    <Card withBorder padding="md" radius="md" data-testid="candidate-card">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text fw={600}>{participant.nome}</Text>
            <Text size="sm" c="dimmed">
              {participant.email}
              {participant.cpf ? ` · CPF ${participant.cpf}` : ''}
            </Text>
          </div>
          <Badge color={STATUS_COLORS[participant.status]} variant="light" style={{ flex: 'none' }}>
            {participant.status_label}
          </Badge>
        </Group>
        <Group gap="xs">
          <Text size="sm">{participant.ticket_type.nome}</Text>
          <Text size="sm" fw={600}>
            {participant.ticket_type.preco_formatado}
          </Text>
        </Group>
        {participant.sorteio && (
          <Text size="sm" data-testid="lottery-position">
            Sorteio: {participant.sorteio.posicao}º de {participant.sorteio.total} (candidato nº{' '}
            {participant.candidato_id}
            {participant.sorteio.selecionado ? ', selecionado' : ''}) ·{' '}
            <Anchor href={`/sorteio/${participant.sorteio.id}`} size="sm">
              Ver auditoria do sorteio
            </Anchor>
          </Text>
        )}
        {participant.status === 'selected' && participant.payment_deadline && (
          <Text size="sm" fw={600}>
            Prazo para pagamento: {formatDateTimeBR(new Date(participant.payment_deadline))}
          </Text>
        )}
        {participant.status === 'payment_expired' && participant.payment_deadline && (
          <Text size="sm" c="red.9">
            O prazo para pagamento terminou em {formatDateTimeBR(new Date(participant.payment_deadline))}.
          </Text>
        )}
        {participant.documentos && (
          <Group gap="xs" mt={4}>
            <Button
              component="a"
              href={participant.documentos.ingresso}
              target="_blank"
              rel="noopener"
              size="sm"
              leftSection={<IconDownload size={16} aria-hidden />}
              aria-label={`Baixar ingresso de ${participant.nome}`}
            >
              Baixar ingresso
            </Button>
            <Button
              component="a"
              href={participant.documentos.recibo}
              target="_blank"
              rel="noopener"
              size="sm"
              variant="default"
              leftSection={<IconReceipt size={16} aria-hidden />}
              aria-label={`Baixar recibo de ${participant.nome}`}
            >
              Baixar recibo
            </Button>
          </Group>
        )}
        {participant.status === 'selected' && onIncludedChange && (
          <Switch
            label="Incluir no pagamento"
            checked={included}
            onChange={(event) => onIncludedChange(event.currentTarget.checked)}
          />
        )}
      </Stack>
    </Card>
  );
}
