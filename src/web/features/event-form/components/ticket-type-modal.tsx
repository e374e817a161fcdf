import {
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { TICKET_DESCRIPTION_MAX } from '../../../../domain/event-form/event-form-contract.ts';
import {
  readSaleWindow,
  ticketKey,
  validateTicketDraft,
} from '../../../../domain/event-form/ticket-type-rules.ts';
import { MAX_LIMIT_PER_ORDER, MAX_TICKET_QUANTITY } from '../../../../domain/input-bounds.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { limitPerOrderIssue, type TicketDraft, toTicketInput } from '../model/form-values.ts';
import { DateInputField, NumberInputField, PriceInputField, TimeInputField } from './masked-inputs.tsx';

export interface TicketTypeModalProps {
  opened: boolean;
  /** The ticket being edited, or a fresh one for "Novo". */
  draft: TicketDraft;
  isNew: boolean;
  isApproval: boolean;
  hasMembers: boolean;
  eventEnd: Date | null;
  /** Every ticket of the form except this one. */
  others: TicketDraft[];
  onClose: () => void;
  onSave: (ticket: TicketDraft) => void;
}

const keyText = (t: TicketDraft) => String(ticketKey(t));

export function TicketTypeModal({
  opened,
  draft,
  isNew,
  isApproval,
  hasMembers,
  eventEnd,
  others,
  onClose,
  onSave,
}: TicketTypeModalProps) {
  const [ticket, setTicket] = useState(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (opened) {
      setTicket(draft);
      setErrors({});
    }
  }, [opened, draft]);

  const set = <K extends keyof TicketDraft>(key: K, value: TicketDraft[K]) => {
    setTicket((t) => ({ ...t, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const save = () => {
    const all = [...others, ticket].map((t) => toTicketInput(t, isApproval));
    const me = all[all.length - 1];
    if (!me) return;
    const issue = validateTicketDraft(me, { isApproval, sold: ticket.quantidade_vendida, allTickets: all });
    if (issue) {
      setErrors({ [issue.field]: issue.message });
      notify('error', { title: issue.title, message: issue.message });
      return;
    }
    const limitIssue = limitPerOrderIssue(ticket);
    if (limitIssue) {
      setErrors({ limit_per_order: limitIssue });
      notify('error', { title: 'Limite inválido', message: limitIssue });
      return;
    }
    const dateErrors = readSaleWindow(me, eventEnd).errors;
    const first = Object.values(dateErrors)[0];
    if (first) {
      setErrors(dateErrors);
      notify('error', { title: 'Datas de venda', message: first });
      return;
    }
    onSave(ticket);
  };

  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const lotOptions = others.map((t) => ({ value: keyText(t), label: t.nome || '(sem nome)' }));
  const isLot = ticket.use_lotes;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={isNew ? 'Novo Tipo de Ingresso' : 'Editar Tipo de Ingresso'}
      size="lg"
      centered
      // On a phone the form is taller than the screen: full screen, so its buttons are not half cut.
      fullScreen={isPhone}
    >
      <Stack>
        <TextInput
          label="Nome do ingresso"
          required
          value={ticket.nome}
          onChange={(e) => set('nome', e.currentTarget.value)}
          error={errors.nome}
          data-autofocus
        />
        <TextInput
          label="Descrição"
          maxLength={TICKET_DESCRIPTION_MAX}
          value={ticket.descricao}
          onChange={(e) => set('descricao', e.currentTarget.value)}
          description={`${ticket.descricao.length}/${TICKET_DESCRIPTION_MAX}`}
          error={errors.descricao}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={6}>
            <PriceInputField
              label="Valor"
              value={ticket.preco}
              onChange={(v) => set('preco', v)}
              disabled={ticket.is_free}
              error={errors.preco}
            />
            <Checkbox
              label="Gratuito"
              checked={ticket.is_free}
              onChange={(e) => {
                const isFree = e.currentTarget.checked;
                setTicket((t) => ({ ...t, is_free: isFree, preco: isFree ? '' : t.preco }));
                setErrors(({ preco: _, ...rest }) => rest);
              }}
            />
          </Stack>
          {isApproval ? (
            <Text size="sm" c="dimmed" mt="lg">
              Na Pré Inscrição a quantidade não é controlada por ingresso.
            </Text>
          ) : (
            <NumberInputField
              label="Quantidade disponível"
              required
              min={1}
              max={MAX_TICKET_QUANTITY}
              value={ticket.quantidade}
              onChange={(v) => set('quantidade', v)}
              error={errors.quantidade}
              description={
                ticket.quantidade_vendida > 0 ? `${ticket.quantidade_vendida} já vendido(s)` : undefined
              }
            />
          )}
        </SimpleGrid>
        {/* Stacked, not side by side: the limit's error line would push the box out of line. */}
        <Stack gap="xs">
          <Checkbox
            label="Sem Limite por compra"
            checked={ticket.sem_limite}
            onChange={(e) => {
              set('sem_limite', e.currentTarget.checked);
              setErrors(({ limit_per_order: _, ...rest }) => rest);
            }}
          />
          {!ticket.sem_limite && (
            <NumberInputField
              label="Limite por compra"
              min={1}
              max={MAX_LIMIT_PER_ORDER}
              value={ticket.limit_per_order}
              onChange={(v) => set('limit_per_order', v)}
              error={errors.limit_per_order}
              w={160}
            />
          )}
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Disponibilidade
          </Text>
          <SegmentedControl
            value={isLot ? 'lote' : 'periodo'}
            onChange={(v) => set('use_lotes', v === 'lote')}
            data={[
              { value: 'periodo', label: 'Por período' },
              { value: 'lote', label: 'Por lote' },
            ]}
          />
        </Stack>
        {isLot ? (
          <Select
            label="Começa quando terminar o ingresso"
            description="O lote abre quando o ingresso escolhido encerrar as vendas ou esgotar."
            placeholder="Escolha um ingresso"
            data={lotOptions}
            value={ticket.start_after_ticket_id === null ? null : String(ticket.start_after_ticket_id)}
            onChange={(v) =>
              set('start_after_ticket_id', v === null ? null : /^\d+$/.test(v) ? Number(v) : v)
            }
            error={errors.start_after_ticket_id}
            nothingFoundMessage="Cadastre antes um ingresso por período"
          />
        ) : (
          <SimpleGrid cols={2}>
            <DateInputField
              label="Início das vendas"
              value={ticket.data_inicio_venda}
              onChange={(v) => set('data_inicio_venda', v)}
              error={errors.data_inicio_venda}
            />
            <TimeInputField
              label="Hora de início"
              value={ticket.hora_inicio_venda}
              onChange={(v) => set('hora_inicio_venda', v)}
              error={errors.hora_inicio_venda}
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={2}>
          <DateInputField
            label="Fim das vendas"
            value={ticket.data_fim_venda}
            onChange={(v) => set('data_fim_venda', v)}
            error={errors.data_fim_venda}
          />
          <TimeInputField
            label="Hora de fim"
            value={ticket.hora_fim_venda}
            onChange={(v) => set('hora_fim_venda', v)}
            error={errors.hora_fim_venda}
          />
        </SimpleGrid>
        <Switch
          label="Permitir pagamento com cartão"
          checked={ticket.permitir_cartao}
          onChange={(e) => set('permitir_cartao', e.currentTarget.checked)}
        />
        <Switch
          label="Permitir múltiplos ingressos por compra"
          checked={ticket.permitir_multiplos}
          onChange={(e) => set('permitir_multiplos', e.currentTarget.checked)}
        />
        {hasMembers && (
          <Switch
            label="Exibir na agenda dos membros"
            checked={ticket.show_in_agenda}
            onChange={(e) => set('show_in_agenda', e.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={save}>Salvar Ingresso</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
