// The Extrato under the Resumo (?tab=dashboard&visao=extrato): per payment, what the gateway
// charged and when the money is the organiser's, filtered by period and method (kept in the URL),
// paged, with totals over every matching line and "Exportar (xlsx)" of the same lines.
import { Alert, Button, Group, Pagination, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { statementQuerySchema } from '../../../../domain/contracts/gateway-statement.ts';
import { isoToBrDate, parseDateInput } from '../../../../domain/dates.ts';
import { maskDateInput } from '../../../../domain/event-form/field-inputs.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import {
  downloadGatewayStatement,
  type StatementFilters,
  useGatewayStatement,
} from '../api/get-gateway-statement.ts';
import { StatementLines } from './statement-lines.tsx';
import { StatementTotals } from './statement-totals.tsx';

const METHOD_OPTIONS = [
  { value: 'todos', label: 'Todas as formas' },
  { value: 'pix', label: 'PIX' },
  { value: 'credit_card', label: 'Cartão de crédito' },
];

/** The filters the URL holds; malformed ones are dropped (a fresh view) and said so. */
function readFilters(params: URLSearchParams): {
  filters: StatementFilters;
  pagina: number;
  problem?: string;
} {
  const parsed = statementQuerySchema.safeParse({
    de: params.get('de') || undefined,
    ate: params.get('ate') || undefined,
    metodo: params.get('metodo') || undefined,
    pagina: params.get('pagina') || undefined,
  });
  if (!parsed.success) return { filters: {}, pagina: 1, problem: parsed.error.issues[0]?.message };
  const { de, ate, metodo, pagina } = parsed.data;
  return { filters: { de, ate, metodo }, pagina };
}

/** A day typed as dd/mm/aaaa (the house's date filter); the URL changes once it is a whole date. */
function DayFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (day: string | undefined) => void;
}) {
  const [draft, setDraft] = useState(value ? isoToBrDate(value) : '');
  // The URL changed under the field (Limpar filtros, back and forward): show its day.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value ? isoToBrDate(value) : '');
  }
  const typed = draft.trim();
  const day = parseDateInput(typed);
  return (
    <TextInput
      label={label}
      placeholder="dd/mm/aaaa"
      inputMode="numeric"
      maxLength={10}
      autoComplete="off"
      value={draft}
      error={typed.length === 10 && !day ? 'Data inválida' : undefined}
      onChange={(event) => {
        const next = maskDateInput(event.currentTarget.value);
        setDraft(next);
        const parsed = parseDateInput(next);
        if (next === '') onChange(undefined);
        else if (parsed && parsed !== value) onChange(parsed);
      }}
      w={{ base: 'calc(50% - 6px)', sm: 150 }}
    />
  );
}

/** Pagination's arrows are icons: each says where it goes. */
const PAGE_CONTROL_LABELS = {
  first: 'Primeira página',
  previous: 'Página anterior',
  next: 'Próxima página',
  last: 'Última página',
} as const;

export function StatementView({ eventId }: { eventId: number }) {
  const [params, setParams] = useSearchParams();
  const { filters, pagina, problem } = readFilters(params);
  const statement = useGatewayStatement(eventId, filters, pagina);
  const [exporting, setExporting] = useState(false);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // A new filter starts on its first page.
    if (!('pagina' in changes)) next.delete('pagina');
    setParams(next, { replace: true });
  };
  const exportXlsx = async () => {
    setExporting(true);
    await downloadGatewayStatement(eventId, filters);
    setExporting(false);
  };
  const lastPage = statement.data
    ? Math.max(1, Math.ceil(statement.data.total / statement.data.por_pagina))
    : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Text component={Link} to="?tab=dashboard" size="sm" c="blue" fw={600}>
            ← Voltar ao resumo
          </Text>
          <Title order={2} size="h3">
            Extrato
          </Title>
          <Text size="sm" c="dimmed" maw={640}>
            Cada pagamento como a operadora informou: o valor pago, a taxa cobrada, o que foi estornado e
            quando o dinheiro fica disponível na sua conta. A taxa da plataforma aparece no Resumo.
          </Text>
        </div>
        <Button onClick={() => void exportXlsx()} loading={exporting} variant="light">
          Exportar (xlsx)
        </Button>
      </Group>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <DayFilter label="De" value={filters.de} onChange={(de) => update({ de })} />
        <DayFilter label="Até" value={filters.ate} onChange={(ate) => update({ ate })} />
        <Select
          label="Forma de pagamento"
          data={METHOD_OPTIONS}
          value={filters.metodo ?? 'todos'}
          onChange={(value) => update({ metodo: value && value !== 'todos' ? value : undefined })}
          allowDeselect={false}
          w={{ base: '100%', sm: 210 }}
        />
        {(filters.de || filters.ate || filters.metodo) && (
          <Button
            variant="subtle"
            onClick={() => update({ de: undefined, ate: undefined, metodo: undefined })}
          >
            Limpar filtros
          </Button>
        )}
      </Group>

      {problem && (
        <Alert color="orange" data-testid="statement-filter-problem">
          {problem} Mostrando todos os pagamentos.
        </Alert>
      )}

      {statement.isPending ? (
        <PageLoader label="Carregando extrato..." />
      ) : statement.isError ? (
        <LoadError error={statement.error} onRetry={() => void statement.refetch()} />
      ) : (
        <>
          <StatementTotals totals={statement.data.totais} />
          <StatementLines lines={statement.data.linhas} />
          {lastPage > 1 && (
            <Group justify="center">
              <Pagination
                total={lastPage}
                value={statement.data.pagina}
                onChange={(page) => update({ pagina: page > 1 ? String(page) : undefined })}
                siblings={0}
                aria-label="Páginas do extrato"
                getItemProps={(page) => ({ 'aria-label': `Página ${page}` })}
                getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
