import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { type FiguresColumn, FiguresTable } from './figures-table.tsx';

export type ChartSeries<T> = { key: keyof T & string; label: string; color: string };

export type BarChartFigureProps<T> = {
  /** Names the chart and its table. */
  label: string;
  data: T[];
  /** The category of each bar group (a day, an announcement's title). */
  xKey: keyof T & string;
  xLabel: string;
  series: ChartSeries<T>[];
  /** Shortens an x value under its bars (a day to "Nov 29"); the table keeps the full value. */
  formatX?: (value: string) => string;
  /** Formats the series' values in the tooltip and the table (money, say). */
  formatValue?: (value: number) => string;
};

/**
 * Chakra's bar chart (recharts) of one or more series side by side, with its figures as a table for
 * screen readers. Only the lazily loaded chart sections import this, so recharts (~100 kB gzip)
 * never lands in a route's first load.
 */
export function BarChartFigure<T>({
  label,
  data,
  xKey,
  xLabel,
  series,
  formatX,
  formatValue,
}: BarChartFigureProps<T>) {
  const chart = useChart({
    data,
    series: series.map(({ key, label, color }) => ({ name: key, label, color })),
  });
  const columns: FiguresColumn<T>[] = [
    { key: xKey, label: xLabel },
    ...series.map((one) => ({
      key: one.key,
      label: one.label,
      format: formatValue ? (value: T[keyof T]) => formatValue(Number(value)) : undefined,
    })),
  ];
  return (
    <>
      <Chart.Root chart={chart} maxH="56" aria-hidden="true">
        <BarChart data={chart.data} accessibilityLayer={false} margin={{ left: -16, right: 4 }}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis
            dataKey={String(xKey)}
            tickLine={false}
            axisLine={false}
            tickFormatter={formatX}
            minTickGap={8}
          />
          <YAxis tickLine={false} axisLine={false} allowDecimals={Boolean(formatValue)} width={48} />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={0}
            content={<Chart.Tooltip />}
          />
          {series.length > 1 ? <Legend content={<Chart.Legend />} /> : null}
          {chart.series.map((item) => (
            <Bar
              key={String(item.name)}
              isAnimationActive={false}
              dataKey={String(item.name)}
              fill={chart.color(item.color)}
              radius={2}
            />
          ))}
        </BarChart>
      </Chart.Root>
      <FiguresTable label={label} rows={data} columns={columns} />
    </>
  );
}
