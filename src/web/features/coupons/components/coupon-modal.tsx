// Novo Cupom / Editar Cupom (spec §2 Coupons, §5 Coupon). The inputs are checked by the same schema
// the server parses with; a failure highlights the fields and shows Erro de Validação for 3 s.
import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  COUPON_FORM_MESSAGES,
  COUPON_UI_MESSAGES,
  type CouponView,
  couponErrorLines,
} from '../../../../domain/contracts/coupons.ts';
import {
  type CouponDraft,
  couponToDraft,
  emptyCouponDraft,
  validateCouponDraft,
} from '../../../../domain/coupon-form.ts';
import type { FieldErrors } from '../../../../domain/errors.ts';
import { TEXT_MAX } from '../../../../domain/input-bounds.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { describeError } from '../../../shared/api/describe-error.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { useSaveCoupon } from '../api/save-coupon.ts';
import { DateInput, DigitsInput, MoneyInput, PercentInput, TimeInput } from './coupon-inputs.tsx';

export const VALIDATION_TOAST_MS = 3000;

const TYPE_OPTIONS = [
  { value: 'percentual', label: 'Percentual (%)' },
  { value: 'valor', label: 'Valor fixo (R$)' },
];

interface Props {
  eventId: number;
  opened: boolean;
  /** null: Novo Cupom. */
  coupon: CouponView | null;
  onClose: () => void;
}

export function CouponModal({ eventId, opened, coupon, onClose }: Props) {
  const [draft, setDraft] = useState<CouponDraft>(emptyCouponDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveCoupon(eventId);
  useEffect(() => {
    if (!opened) return;
    setDraft(coupon ? couponToDraft(coupon) : emptyCouponDraft());
    setErrors({});
  }, [opened, coupon]);

  const set = <K extends keyof CouponDraft>(key: K, value: CouponDraft[K], field?: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (field) setErrors(({ [field]: _, ...rest }) => rest);
  };
  const error = (field: string) => errors[field]?.[0];

  const submit = () => {
    const { body, errors: found } = validateCouponDraft(draft);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      notify('error', {
        title: COUPON_FORM_MESSAGES.validationTitle,
        message: COUPON_FORM_MESSAGES.validationBody,
        durationMs: VALIDATION_TOAST_MS,
      });
      return;
    }
    save.mutate(
      { id: coupon?.id ?? null, body },
      {
        onSuccess: ({ message }) => {
          notify('success', { message: message ?? 'Cupom salvo.' });
          onClose();
        },
        onError: (failure) => {
          const fieldErrors = isApiError(failure) ? failure.fieldErrors : null;
          if (fieldErrors) setErrors(fieldErrors);
          const { title, message } = describeError(failure);
          // §8: the server's validation errors, one per line; else its message, else the fallback.
          notify('error', {
            title,
            message: couponErrorLines(fieldErrors) ?? (message || COUPON_UI_MESSAGES.saveFailed),
          });
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !save.isPending && onClose()}
      title={coupon ? 'Editar Cupom' : 'Novo Cupom'}
      size="lg"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Código do cupom"
              required
              maxLength={TEXT_MAX.couponCode}
              value={draft.codigo}
              onChange={(e) => set('codigo', e.currentTarget.value, 'codigo')}
              error={error('codigo')}
              autoComplete="off"
            />
            <Select
              label="Tipo de desconto"
              placeholder="Selecione"
              required
              data={TYPE_OPTIONS}
              value={draft.tipo || null}
              onChange={(value) => {
                set('tipo', (value ?? '') as CouponDraft['tipo'], 'tipo');
                setErrors(({ valor: _, ...rest }) => rest);
              }}
              error={error('tipo')}
              allowDeselect={false}
            />
          </SimpleGrid>
          {draft.tipo === 'percentual' && (
            <PercentInput
              label="Percentual de desconto"
              required
              value={draft.percent}
              onChange={(v) => set('percent', v, 'valor')}
              error={error('valor')}
            />
          )}
          {draft.tipo === 'valor' && (
            <MoneyInput
              label="Valor do desconto"
              required
              value={draft.amount}
              onChange={(v) => set('amount', v, 'valor')}
              error={error('valor')}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Stack gap={6}>
              <DigitsInput
                label="Limite de usos"
                value={draft.unlimited ? '' : draft.limit}
                disabled={draft.unlimited}
                placeholder={draft.unlimited ? 'Ilimitado' : undefined}
                onChange={(v) => set('limit', v, 'limite')}
                error={error('limite')}
              />
              <Switch
                label="Ilimitado"
                checked={draft.unlimited}
                onChange={(e) => set('unlimited', e.currentTarget.checked, 'limite')}
              />
            </Stack>
            <Stack gap={6}>
              <MoneyInput
                label="Valor mínimo do pedido"
                value={draft.noMinimum ? '' : draft.minimum}
                disabled={draft.noMinimum}
                onChange={(v) => set('minimum', v, 'min_value')}
                error={error('min_value')}
              />
              <Switch
                label="Sem Mínimo"
                checked={draft.noMinimum}
                onChange={(e) => set('noMinimum', e.currentTarget.checked, 'min_value')}
              />
            </Stack>
          </SimpleGrid>
          <DateTimeRow
            label="Início"
            toggleLabel="Sem data de início"
            skip={draft.noStart}
            date={draft.startDate}
            time={draft.startTime}
            error={error('dataInicio')}
            onSkip={(v) => set('noStart', v, 'dataInicio')}
            onDate={(v) => set('startDate', v, 'dataInicio')}
            onTime={(v) => set('startTime', v, 'dataInicio')}
          />
          <DateTimeRow
            label="Fim"
            toggleLabel="Sem data de fim"
            skip={draft.noEnd}
            date={draft.endDate}
            time={draft.endTime}
            error={error('dataFim')}
            onSkip={(v) => set('noEnd', v, 'dataFim')}
            onDate={(v) => set('endDate', v, 'dataFim')}
            onTime={(v) => set('endTime', v, 'dataFim')}
          />
          <Switch
            label="Cupom ativo"
            checked={draft.active}
            onChange={(e) => set('active', e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={save.isPending}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface DateTimeRowProps {
  label: string;
  toggleLabel: string;
  skip: boolean;
  date: string;
  time: string;
  error: string | undefined;
  onSkip: (skip: boolean) => void;
  onDate: (value: string) => void;
  onTime: (value: string) => void;
}

function DateTimeRow({
  label,
  toggleLabel,
  skip,
  date,
  time,
  error,
  onSkip,
  onDate,
  onTime,
}: DateTimeRowProps) {
  return (
    <Stack gap={6}>
      <SimpleGrid cols={2}>
        <DateInput
          label={`Data de ${label.toLowerCase()}`}
          value={skip ? '' : date}
          disabled={skip}
          onChange={onDate}
          error={error}
        />
        <TimeInput
          label={`Hora de ${label.toLowerCase()}`}
          value={skip ? '' : time}
          disabled={skip}
          onChange={onTime}
        />
      </SimpleGrid>
      <Switch label={toggleLabel} checked={skip} onChange={(e) => onSkip(e.currentTarget.checked)} />
    </Stack>
  );
}
