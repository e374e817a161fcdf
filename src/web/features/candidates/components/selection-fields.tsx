import { Group, NumberInput, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import type { DeadlineUnit } from '../../../../domain/candidate-rules.ts';
import type { CandidateSummary, SelectParticipantsBody } from '../../../../domain/contracts/candidates.ts';
import { MAX_SEED_LENGTH } from '../../../../domain/lottery.ts';
import type { SelectionDraft, SelectionMethod } from '../../../../domain/selection-form.ts';
import type { SchemaForm } from '../../../shared/forms/use-schema-form.ts';

const UNIT_OPTIONS = [
  { value: 'horas', label: 'Horas' },
  { value: 'dias', label: 'Dias' },
  { value: 'semanas', label: 'Semanas' },
];

/** The selection dialog's inputs: how many, until when they may pay, and how they are chosen. */
export function SelectionFields({
  form,
  summary,
}: {
  form: SchemaForm<SelectionDraft, SelectParticipantsBody>;
  summary: CandidateSummary;
}) {
  const { values, bind, change } = form;
  const max = summary.maximoSelecionavel;
  return (
    <>
      <Text size="sm" c="dimmed">
        {summary.contagem.pre_inscrito} pré-inscritos · {summary.vagas.disponiveis} vagas disponíveis
      </Text>
      <NumberInput
        label="Quantidade de participantes"
        min={1}
        max={max}
        allowDecimal={false}
        {...bind('quantity')}
        description={`Máximo: ${max}`}
      />
      <Group grow align="flex-start">
        <NumberInput
          label="Prazo para pagamento"
          min={1}
          max={30}
          allowDecimal={false}
          {...bind('deadlineValue')}
        />
        <Select
          label="Unidade"
          data={UNIT_OPTIONS}
          value={values.unit}
          onChange={(value) => value && change('unit', value as DeadlineUnit)}
          allowDeselect={false}
        />
      </Group>
      <Radio.Group
        label="Método de seleção"
        value={values.method}
        onChange={(value) => change('method', value as SelectionMethod)}
      >
        <Stack gap={6} mt={4}>
          <Radio value="cronologica" label="Cronológica (ordem de inscrição)" />
          <Radio value="sorteio" label="Sorteio auditável" />
        </Stack>
      </Radio.Group>
      {values.method === 'sorteio' && (
        <TextInput
          label="Semente do sorteio"
          description="Um valor público anunciado antes (ex.: resultado da Loteria Federal). Em branco, o servidor gera uma semente aleatória."
          value={values.seed}
          maxLength={MAX_SEED_LENGTH}
          onChange={(e) => change('seed', e.currentTarget.value)}
        />
      )}
    </>
  );
}
