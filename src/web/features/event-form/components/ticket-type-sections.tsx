// The ticket type modal's sections: what the ticket is and costs, when it is on sale, and how it
// may be bought.
import {
  Checkbox,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { TICKET_DESCRIPTION_MAX } from '../../../../domain/event-form/event-form-contract.ts';
import { ticketKey } from '../../../../domain/event-form/ticket-type-rules.ts';
import { MAX_LIMIT_PER_ORDER, MAX_TICKET_QUANTITY } from '../../../../domain/input-bounds.ts';
import type { SchemaForm } from '../../../shared/forms/use-schema-form.ts';
import type { TicketDraft } from '../model/form-values.ts';
import { DateInputField, NumberInputField, PriceInputField, TimeInputField } from './masked-inputs.tsx';

type Form = SchemaForm<TicketDraft, TicketDraft>;

/** Nome, Descrição, Valor (or Gratuito), Quantidade disponível and the limit per order. */
export function TicketBasicsFields({ form, isApproval }: { form: Form; isApproval: boolean }) {
  const { values, bind, change, errorOf } = form;
  return (
    <>
      <TextInput
        label="Nome do ingresso"
        required
        value={values.nome}
        onChange={(e) => change('nome', e.currentTarget.value)}
        error={errorOf('nome')}
        data-autofocus
      />
      <TextInput
        label="Descrição"
        maxLength={TICKET_DESCRIPTION_MAX}
        value={values.descricao}
        onChange={(e) => change('descricao', e.currentTarget.value)}
        description={`${values.descricao.length}/${TICKET_DESCRIPTION_MAX}`}
        error={errorOf('descricao')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap={6}>
          <PriceInputField label="Valor" {...bind('preco')} disabled={values.is_free} />
          <Checkbox
            label="Gratuito"
            checked={values.is_free}
            onChange={(e) => {
              const isFree = e.currentTarget.checked;
              change('is_free', isFree, ['preco']);
              if (isFree) change('preco', '');
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
            {...bind('quantidade')}
            description={
              values.quantidade_vendida > 0 ? `${values.quantidade_vendida} já vendido(s)` : undefined
            }
          />
        )}
      </SimpleGrid>
      {/* Stacked, not side by side: the limit's error line would push the box out of line. */}
      <Stack gap="xs">
        <Checkbox
          label="Sem Limite por compra"
          checked={values.sem_limite}
          onChange={(e) => change('sem_limite', e.currentTarget.checked, ['limit_per_order'])}
        />
        {!values.sem_limite && (
          <NumberInputField
            label="Limite por compra"
            min={1}
            max={MAX_LIMIT_PER_ORDER}
            {...bind('limit_per_order')}
            w={160}
          />
        )}
      </Stack>
    </>
  );
}

/** Disponibilidade: by period (start date and time) or as a lot after another ticket; then the end. */
export function TicketAvailabilityFields({ form, others }: { form: Form; others: readonly TicketDraft[] }) {
  const { values, bind, change, errorOf } = form;
  const lotOptions = others.map((t) => ({ value: String(ticketKey(t)), label: t.nome || '(sem nome)' }));
  return (
    <>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          Disponibilidade
        </Text>
        <SegmentedControl
          value={values.use_lotes ? 'lote' : 'periodo'}
          onChange={(v) => change('use_lotes', v === 'lote')}
          data={[
            { value: 'periodo', label: 'Por período' },
            { value: 'lote', label: 'Por lote' },
          ]}
        />
      </Stack>
      {values.use_lotes ? (
        <Select
          label="Começa quando terminar o ingresso"
          description="O lote abre quando o ingresso escolhido encerrar as vendas ou esgotar."
          placeholder="Escolha um ingresso"
          data={lotOptions}
          value={values.start_after_ticket_id === null ? null : String(values.start_after_ticket_id)}
          // A saved ticket is pointed at by its id, a new one by its client id.
          onChange={(v) =>
            change('start_after_ticket_id', v === null ? null : /^\d+$/.test(v) ? Number(v) : v)
          }
          error={errorOf('start_after_ticket_id')}
          nothingFoundMessage="Cadastre antes um ingresso por período"
        />
      ) : (
        <SimpleGrid cols={2}>
          <DateInputField label="Início das vendas" {...bind('data_inicio_venda')} />
          <TimeInputField label="Hora de início" {...bind('hora_inicio_venda')} />
        </SimpleGrid>
      )}
      <SimpleGrid cols={2}>
        <DateInputField label="Fim das vendas" {...bind('data_fim_venda')} />
        <TimeInputField label="Hora de fim" {...bind('hora_fim_venda')} />
      </SimpleGrid>
    </>
  );
}

/** Card payment, several tickets per purchase and, with members, the agenda. */
export function TicketOptionsFields({ form, hasMembers }: { form: Form; hasMembers: boolean }) {
  const { values, change } = form;
  return (
    <>
      <Switch
        label="Permitir pagamento com cartão"
        checked={values.permitir_cartao}
        onChange={(e) => change('permitir_cartao', e.currentTarget.checked)}
      />
      <Switch
        label="Permitir múltiplos ingressos por compra"
        checked={values.permitir_multiplos}
        onChange={(e) => change('permitir_multiplos', e.currentTarget.checked)}
      />
      {hasMembers && (
        <Switch
          label="Exibir na agenda dos membros"
          checked={values.show_in_agenda}
          onChange={(e) => change('show_in_agenda', e.currentTarget.checked)}
        />
      )}
    </>
  );
}
