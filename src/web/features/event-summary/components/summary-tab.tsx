// Resumo (spec §2 Dashboard): link and QR, the money cards (linking to the Extrato), tickets sold, daily sales and what
// needs attention, from GET /api/eventos/{id}/dashboard. Loading and errors as the rest of the view.
import { Grid, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { EventTabProps } from '../../../shared/lib/event-tab.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useEventDashboard } from '../api/get-event-dashboard.ts';
import { AttentionCard } from './attention-card.tsx';
import { EventShareCard } from './event-share-card.tsx';
import { MoneyCards } from './money-cards.tsx';
import { TicketsCard } from './tickets-card.tsx';

const StatementView = lazy(() => import('./statement-view.tsx').then((m) => ({ default: m.StatementView })));

/** The Extrato lives under the Resumo: the same tab, one more parameter. */
const STATEMENT_HREF = '?tab=dashboard&visao=extrato';

const DailySalesChart = lazy(() =>
  import('./daily-sales-chart.tsx').then((m) => ({ default: m.DailySalesChart })),
);

export function SummaryTab({ event }: EventTabProps) {
  const [params] = useSearchParams();
  if (params.get('visao') === 'extrato') {
    return (
      <Suspense fallback={<PageLoader label="Carregando extrato..." />}>
        <StatementView eventId={event.id} />
      </Suspense>
    );
  }
  return <Summary event={event} />;
}

function Summary({ event }: EventTabProps) {
  const dashboard = useEventDashboard(event.id);
  if (dashboard.isPending) return <PageLoader label="Carregando resumo..." />;
  if (dashboard.isError)
    return <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const data = dashboard.data;
  return (
    <Stack gap="lg">
      <EventShareCard link={data.evento.link} slug={data.evento.slug} />
      <MoneyCards money={data.resumo_financeiro} statementHref={STATEMENT_HREF} />
      <AttentionCard items={data.atencao} eventId={data.evento.id} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <TicketsCard tickets={data.ingressos} types={data.resumo_ingressos} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Suspense fallback={<PageLoader label="Carregando gráfico..." />}>
            <DailySalesChart days={data.vendas_por_dia} />
          </Suspense>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
