import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { setAgendaTicket, ticketKey } from '../../../../domain/event-form/ticket-type-rules.ts';
import { useIsMobile } from '../../../shared/lib/use-is-mobile.ts';
import { emptyTicket, type TicketDraft } from '../model/form-values.ts';
import type { EventFormState } from '../model/use-event-form-state.ts';
import { FormSection } from './form-section.tsx';
import { TicketTypeModal } from './ticket-type-modal.tsx';

function availabilityText(ticket: TicketDraft, all: TicketDraft[]): string {
  if (ticket.use_lotes) {
    const previous = all.find((t) => ticketKey(t) === ticket.start_after_ticket_id);
    return `Lote após ${previous?.nome ?? '?'}`;
  }
  const start = ticket.data_inicio_venda || 'imediato';
  return ticket.data_fim_venda ? `${start} até ${ticket.data_fim_venda}` : `A partir de ${start}`;
}

const priceText = (ticket: TicketDraft) => (ticket.is_free ? 'Gratuito' : `R$ ${ticket.preco}`);
const quantityText = (ticket: TicketDraft, isApproval: boolean) =>
  isApproval ? 'Ilimitada' : `${ticket.quantidade_vendida}/${ticket.quantidade}`;

function TicketName({
  ticket,
  errors,
  hasMembers,
}: {
  ticket: TicketDraft;
  errors: (string | undefined)[];
  hasMembers: boolean;
}) {
  return (
    <>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {ticket.nome}
      </Text>
      {hasMembers && ticket.show_in_agenda && <Badge size="xs">Agenda</Badge>}
      {errors.map((message) => (
        <Text key={message} size="xs" c="red">
          {message}
        </Text>
      ))}
    </>
  );
}

function TicketActions({
  ticket,
  onEdit,
  onRemove,
}: {
  ticket: TicketDraft;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`Editar ${ticket.nome}`} onClick={onEdit}>
        <IconPencil size={16} />
      </ActionIcon>
      <Tooltip label="Ingresso com vendas não pode ser excluído" disabled={ticket.quantidade_vendida === 0}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Excluir ${ticket.nome}`}
          disabled={ticket.quantidade_vendida > 0}
          onClick={onRemove}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export function TicketsSection({ form, eventEnd }: { form: EventFormState; eventEnd: Date | null }) {
  const { values, set, errors } = form;
  const tickets = values.tipos_ingresso;
  const isApproval = values.pre_inscricao_type === 'approval';
  const [editing, setEditing] = useState<{ index: number | null; draft: TicketDraft } | null>(null);
  const isMobile = useIsMobile();
  const edit = (index: number) => setEditing({ index, draft: tickets[index] as TicketDraft });
  const remove = (index: number) =>
    set(
      'tipos_ingresso',
      tickets.filter((_, i) => i !== index),
    );

  const save = (ticket: TicketDraft) => {
    const index = editing?.index ?? null;
    let next = index === null ? [...tickets, ticket] : tickets.map((t, i) => (i === index ? ticket : t));
    if (ticket.show_in_agenda) next = setAgendaTicket(next, index ?? next.length - 1, true);
    set('tipos_ingresso', next);
    setEditing(null);
  };

  const rowErrors = (index: number) =>
    Object.entries(errors)
      .filter(([key]) => key.startsWith(`tipos_ingresso.${index}.`))
      .map(([, messages]) => messages[0]);

  return (
    <FormSection title="Ingressos">
      {errors.tipos_ingresso && (
        <Alert color="red" p="sm" role="alert">
          {errors.tipos_ingresso.join(' ')}
        </Alert>
      )}
      {tickets.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nenhum tipo de ingresso cadastrado.
        </Text>
      ) : isMobile ? (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Tipos de ingresso"
        >
          {tickets.map((ticket, index) => (
            <Paper component="li" key={ticket.client_id} withBorder p="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <TicketName ticket={ticket} errors={rowErrors(index)} hasMembers={values.has_members} />
                  <Text size="sm">
                    {priceText(ticket)} · {quantityText(ticket, isApproval)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {availabilityText(ticket, tickets)}
                  </Text>
                </Stack>
                <TicketActions ticket={ticket} onEdit={() => edit(index)} onRemove={() => remove(index)} />
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table verticalSpacing="xs" aria-label="Tipos de ingresso">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nome</Table.Th>
              <Table.Th>Valor</Table.Th>
              <Table.Th>Quantidade</Table.Th>
              <Table.Th>Vendas</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tickets.map((ticket, index) => (
              <Table.Tr key={ticket.client_id}>
                <Table.Td>
                  <TicketName ticket={ticket} errors={rowErrors(index)} hasMembers={values.has_members} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{priceText(ticket)}</Table.Td>
                <Table.Td>{quantityText(ticket, isApproval)}</Table.Td>
                <Table.Td>{availabilityText(ticket, tickets)}</Table.Td>
                <Table.Td>
                  <TicketActions ticket={ticket} onEdit={() => edit(index)} onRemove={() => remove(index)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing({ index: null, draft: emptyTicket() })}
        >
          Adicionar Ingresso
        </Button>
      </Group>
      <TicketTypeModal
        opened={editing !== null}
        draft={editing?.draft ?? emptyTicket()}
        isNew={editing?.index === null}
        isApproval={isApproval}
        hasMembers={values.has_members}
        eventEnd={eventEnd}
        others={tickets.filter((_, i) => i !== editing?.index)}
        onClose={() => setEditing(null)}
        onSave={save}
      />
    </FormSection>
  );
}
