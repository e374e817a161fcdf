// Seleção de Participantes (spec §5 Participant selection): quantity, payment deadline (1–30 in
// horas, dias or semanas), method cronológica or sorteio, and for a lottery the announced seed.
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  CANDIDATE_FAILURE,
  CANDIDATE_SUCCESS,
  type DeadlineUnit,
  selectionBlocker,
  validateSelection,
} from '../../../../domain/candidate-rules.ts';
import type { CandidateSummary } from '../../../../domain/contracts/candidates.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { notify } from '../../../shared/notify/notify.tsx';
import { useSelectParticipants } from '../api/candidates-api.ts';

export function SelectionModal({
  eventId,
  summary,
  opened,
  onClose,
}: {
  eventId: number;
  summary: CandidateSummary;
  opened: boolean;
  onClose: () => void;
}) {
  const [quantity, setQuantity] = useState<number | string>('');
  const [deadlineValue, setDeadlineValue] = useState<number | string>(summary.prazoPadrao.value);
  const [unit, setUnit] = useState<DeadlineUnit>(summary.prazoPadrao.unit);
  const [method, setMethod] = useState<'cronologica' | 'sorteio'>('cronologica');
  const [seed, setSeed] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [drawId, setDrawId] = useState<string | null>(null);
  const select = useSelectParticipants(eventId);
  const max = summary.maximoSelecionavel;
  const blocker = selectionBlocker(summary.contagem.pre_inscrito, summary.vagas.disponiveis);

  useEffect(() => {
    if (opened) {
      setQuantity('');
      setDeadlineValue(summary.prazoPadrao.value);
      setUnit(summary.prazoPadrao.unit);
      setMethod('cronologica');
      setSeed('');
      setErrors({});
      setDrawId(null);
    }
  }, [opened, summary.prazoPadrao.value, summary.prazoPadrao.unit]);

  const submit = () => {
    const form = {
      quantity: quantity === '' ? null : Number(quantity),
      deadlineValue: deadlineValue === '' ? null : Number(deadlineValue),
    };
    const found = validateSelection(form, max);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    select.mutate(
      {
        metodo_selecao: method,
        quantidade_participantes: form.quantity ?? 0,
        prazo_pagamento: { value: form.deadlineValue ?? 7, unit },
        ...(method === 'sorteio' && seed.trim() ? { semente: seed.trim() } : {}),
      },
      {
        onSuccess: ({ message, data }) => {
          notify('success', { title: CANDIDATE_SUCCESS.selection, message });
          if (data.sorteio_id) setDrawId(data.sorteio_id);
          else onClose();
        },
        onError: (error) =>
          notify('error', {
            title: 'Erro',
            message: isApiError(error) ? error.message : CANDIDATE_FAILURE.selection,
          }),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Seleção de Participantes"
      centered
      closeOnEscape={!select.isPending}
    >
      {drawId ? (
        <Stack gap="sm">
          <Alert color="green" title="Sorteio registrado">
            Qualquer pessoa pode conferir o sorteio, com a semente e a lista de candidatos, neste endereço:
          </Alert>
          <Anchor href={`/sorteio/${drawId}`} target="_blank" style={{ overflowWrap: 'anywhere' }}>
            {`${window.location.origin}/sorteio/${drawId}`}
          </Anchor>
          <Group justify="flex-end">
            <Button onClick={onClose}>Fechar</Button>
          </Group>
        </Stack>
      ) : blocker ? (
        <Stack gap="sm">
          <Alert color="yellow">{blocker}</Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Fechar
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {summary.contagem.pre_inscrito} pré-inscritos · {summary.vagas.disponiveis} vagas disponíveis
          </Text>
          <NumberInput
            label="Quantidade de participantes"
            min={1}
            max={max}
            allowDecimal={false}
            value={quantity}
            onChange={(value) => {
              setQuantity(value);
              setErrors(({ quantidade: _, ...rest }) => rest);
            }}
            error={errors.quantidade}
            description={`Máximo: ${max}`}
          />
          <Group grow align="flex-start">
            <NumberInput
              label="Prazo para pagamento"
              min={1}
              max={30}
              allowDecimal={false}
              value={deadlineValue}
              onChange={(value) => {
                setDeadlineValue(value);
                setErrors(({ prazo: _, ...rest }) => rest);
              }}
              error={errors.prazo}
            />
            <Select
              label="Unidade"
              data={[
                { value: 'horas', label: 'Horas' },
                { value: 'dias', label: 'Dias' },
                { value: 'semanas', label: 'Semanas' },
              ]}
              value={unit}
              onChange={(value) => value && setUnit(value as DeadlineUnit)}
              allowDeselect={false}
            />
          </Group>
          <Radio.Group
            label="Método de seleção"
            value={method}
            onChange={(v) => setMethod(v as typeof method)}
          >
            <Stack gap={6} mt={4}>
              <Radio value="cronologica" label="Cronológica (ordem de inscrição)" />
              <Radio value="sorteio" label="Sorteio auditável" />
            </Stack>
          </Radio.Group>
          {method === 'sorteio' && (
            <TextInput
              label="Semente do sorteio"
              description="Um valor público anunciado antes (ex.: resultado da Loteria Federal). Em branco, o servidor gera uma semente aleatória."
              value={seed}
              maxLength={200}
              onChange={(e) => setSeed(e.currentTarget.value)}
            />
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose} disabled={select.isPending}>
              Cancelar
            </Button>
            <Button onClick={submit} loading={select.isPending}>
              Selecionar
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
