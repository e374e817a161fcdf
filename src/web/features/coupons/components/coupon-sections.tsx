// The coupon modal's sections: the code and the discount, the use limit and the order minimum,
// the ticket types it is limited to, and the validity period with the active switch.
import { MultiSelect, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { CouponBody } from '../../../../domain/contracts/coupons.ts';
import type { CouponDraft } from '../../../../domain/coupon-form.ts';
import { TEXT_MAX } from '../../../../domain/input-bounds.ts';
import type { SchemaForm } from '../../../shared/forms/use-schema-form.ts';
import { DateInput, DigitsInput, MoneyInput, PercentInput, TimeInput } from './coupon-inputs.tsx';

type Form = SchemaForm<CouponDraft, CouponBody>;

const TYPE_OPTIONS = [
  { value: 'percentual', label: 'Percentual (%)' },
  { value: 'valor', label: 'Valor fixo (R$)' },
];

/** Código, Tipo de desconto and the percent or the amount the type asks for. */
export function CouponDiscountFields({ form }: { form: Form }) {
  const { values, bind, change, errorOf } = form;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Código do cupom"
          required
          maxLength={TEXT_MAX.couponCode}
          value={values.codigo}
          onChange={(e) => change('codigo', e.currentTarget.value)}
          error={errorOf('codigo')}
          autoComplete="off"
        />
        <Select
          label="Tipo de desconto"
          placeholder="Selecione"
          required
          data={TYPE_OPTIONS}
          value={values.tipo || null}
          // A new type asks for another value: the old value's message no longer applies.
          onChange={(value) => change('tipo', (value ?? '') as CouponDraft['tipo'], ['percent', 'amount'])}
          error={errorOf('tipo')}
          allowDeselect={false}
        />
      </SimpleGrid>
      {values.tipo === 'percentual' && (
        <PercentInput label="Percentual de desconto" required {...bind('percent')} />
      )}
      {values.tipo === 'valor' && <MoneyInput label="Valor do desconto" required {...bind('amount')} />}
    </>
  );
}

/** Limite de usos (or Ilimitado) and Valor mínimo do pedido (or Sem Mínimo). */
export function CouponAmountFields({ form }: { form: Form }) {
  const { values, bind, change } = form;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Stack gap={6}>
        <DigitsInput
          label="Limite de usos"
          {...bind('limit')}
          value={values.unlimited ? '' : values.limit}
          disabled={values.unlimited}
          placeholder={values.unlimited ? 'Ilimitado' : undefined}
        />
        <Switch
          label="Ilimitado"
          checked={values.unlimited}
          onChange={(e) => change('unlimited', e.currentTarget.checked, ['limit'])}
        />
      </Stack>
      <Stack gap={6}>
        <MoneyInput
          label="Valor mínimo do pedido"
          {...bind('minimum')}
          value={values.noMinimum ? '' : values.minimum}
          disabled={values.noMinimum}
        />
        <Switch
          label="Sem Mínimo"
          checked={values.noMinimum}
          onChange={(e) => change('noMinimum', e.currentTarget.checked, ['minimum'])}
        />
      </Stack>
    </SimpleGrid>
  );
}

/** A ticket type the coupon may be limited to. */
export interface CouponTicketOption {
  id: number;
  nome: string;
}

/** Vale para os ingressos: none chosen is every ticket type (ADR 0425). */
export function CouponTicketTypesField({ form, tickets }: { form: Form; tickets: CouponTicketOption[] }) {
  const { values, change, errorOf } = form;
  const chosen = values.ticketTypeIds;
  // A saved id no longer among the event's tickets stays visible, so saving never drops it unseen.
  const data = [
    ...tickets.map((t) => ({ value: String(t.id), label: t.nome })),
    ...chosen
      .filter((id) => !tickets.some((t) => String(t.id) === id))
      .map((id) => ({ value: id, label: `Ingresso #${id}` })),
  ];
  return (
    <MultiSelect
      label="Vale para os ingressos"
      description="Sem escolha, o cupom vale para todos os ingressos."
      placeholder={chosen.length === 0 ? 'Todos os ingressos' : undefined}
      data={data}
      value={chosen}
      onChange={(ids) => change('ticketTypeIds', ids)}
      error={errorOf('ticketTypeIds')}
      clearable
      searchable
      nothingFoundMessage="Nenhum ingresso encontrado"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Início and Fim (each skippable) and Cupom ativo. */
export function CouponPeriodFields({ form }: { form: Form }) {
  const { values, change } = form;
  return (
    <>
      <DateTimeRow
        form={form}
        label="Início"
        toggleLabel="Sem data de início"
        skip="noStart"
        date="startDate"
        time="startTime"
      />
      <DateTimeRow
        form={form}
        label="Fim"
        toggleLabel="Sem data de fim"
        skip="noEnd"
        date="endDate"
        time="endTime"
      />
      <Switch
        label="Cupom ativo"
        checked={values.active}
        onChange={(e) => change('active', e.currentTarget.checked)}
      />
    </>
  );
}

function DateTimeRow({
  form,
  label,
  toggleLabel,
  skip,
  date,
  time,
}: {
  form: Form;
  label: string;
  toggleLabel: string;
  skip: 'noStart' | 'noEnd';
  date: 'startDate' | 'endDate';
  time: 'startTime' | 'endTime';
}) {
  const { values, change, errorOf } = form;
  const skipped = values[skip];
  return (
    <Stack gap={6}>
      <SimpleGrid cols={2}>
        <DateInput
          label={`Data de ${label.toLowerCase()}`}
          value={skipped ? '' : values[date]}
          disabled={skipped}
          onChange={(value) => change(date, value)}
          error={errorOf(date)}
        />
        <TimeInput
          label={`Hora de ${label.toLowerCase()}`}
          value={skipped ? '' : values[time]}
          disabled={skipped}
          // The period's one message sits under its date.
          onChange={(value) => change(time, value, [date])}
        />
      </SimpleGrid>
      <Switch
        label={toggleLabel}
        checked={skipped}
        onChange={(e) => change(skip, e.currentTarget.checked, [date])}
      />
    </Stack>
  );
}
