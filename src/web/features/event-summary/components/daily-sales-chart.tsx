// Daily sales (beyond the spec): tickets or gross per Brazilian day since the first sale, at most
// the last 60 days. Its own lazy chunk: recharts loads after the figures, only in the organiser app.
import { BarChart } from '@mantine/charts';
import { Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { DailySales } from '../../../../domain/contracts/event-dashboard.ts';
import { formatBRL } from '../../../../domain/money.ts';

type Measure = 'ingressos' | 'valor';

export function DailySalesChart({ days }: { days: DailySales[] }) {
  const [measure, setMeasure] = useState<Measure>('ingressos');
  const data = days.map((day) => ({
    dia: `${day.dia.slice(8, 10)}/${day.dia.slice(5, 7)}`,
    ingressos: day.ingressos,
    valor: day.valor_bruto_cents / 100,
  }));
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>Vendas por dia</Text>
          <SegmentedControl
            size="xs"
            value={measure}
            onChange={(value) => setMeasure(value as Measure)}
            data={[
              { value: 'ingressos', label: 'Ingressos' },
              { value: 'valor', label: 'Valor bruto' },
            ]}
          />
        </Group>
        {days.length === 0 ? (
          <Text c="dimmed" size="sm" py="xl" ta="center">
            As vendas aparecem aqui, dia a dia, a partir do primeiro ingresso vendido.
          </Text>
        ) : (
          <BarChart
            h={260}
            data={data}
            dataKey="dia"
            series={[
              measure === 'ingressos'
                ? { name: 'ingressos', label: 'Ingressos', color: 'indigo.6' }
                : { name: 'valor', label: 'Valor bruto', color: 'teal.6' },
            ]}
            valueFormatter={(value) =>
              measure === 'valor' ? formatBRL(Math.round(value * 100)) : value.toLocaleString('pt-BR')
            }
            tickLine="y"
            gridAxis="x"
            maxBarWidth={24}
            yAxisProps={{ width: measure === 'valor' ? 90 : 40, allowDecimals: false }}
            xAxisProps={{ minTickGap: 12 }}
            // A div may carry a name only with a role: the chart is one picture to a screen reader.
            role="img"
            aria-label="Gráfico de vendas por dia"
          />
        )}
      </Stack>
    </Card>
  );
}
