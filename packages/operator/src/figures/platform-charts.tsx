import { Heading, Stack, Text } from '@chakra-ui/react';
import { formatMoney, type PlatformFigures } from '@keyclub/domain';
import { BarChartFigure, type ChartSeries, shortDay } from '@keyclub/ui-kit/charts';

type Day = PlatformFigures['per_day'][number];

const CHARTS: {
  id: string;
  title: string;
  series: ChartSeries<Day>;
  money?: boolean;
  /** The range's figure under the title: a sum, or the last day's for a level. */
  total: (days: Day[]) => number;
}[] = [
  {
    id: 'figures-sales',
    title: 'Sales',
    series: { key: 'sales', label: 'Sales', color: 'brand.solid' },
    total: (days) => days.reduce((sum, day) => sum + day.sales, 0),
  },
  {
    id: 'figures-sales-amount',
    title: 'Sales amount',
    series: { key: 'sales_amount', label: 'Amount', color: 'brand.solid' },
    money: true,
    total: (days) => days.reduce((sum, day) => sum + Math.round(day.sales_amount * 100), 0) / 100,
  },
  {
    id: 'figures-fees',
    title: 'Fees',
    series: { key: 'fees', label: 'Fees', color: 'green.solid' },
    money: true,
    total: (days) => days.reduce((sum, day) => sum + Math.round(day.fees * 100), 0) / 100,
  },
  {
    id: 'figures-active',
    title: 'Active memberships',
    series: { key: 'active_memberships', label: 'Active memberships', color: 'blue.solid' },
    total: (days) => days.at(-1)?.active_memberships ?? 0,
  },
  {
    id: 'figures-activations',
    title: 'Activations',
    series: { key: 'activations', label: 'Activations', color: 'orange.solid' },
    total: (days) => days.reduce((sum, day) => sum + day.activations, 0),
  },
];

/** The platform's figures per day, one bar chart each (recharts: this module loads with the screen's data). */
export default function PlatformCharts({ figures }: { figures: PlatformFigures }) {
  return (
    <Stack gap="8">
      {CHARTS.map((chart) => {
        const total = chart.total(figures.per_day);
        return (
          <Stack as="section" gap="2" key={chart.id} aria-labelledby={chart.id}>
            <Heading as="h2" size="lg" id={chart.id}>
              {chart.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm" data-testid={`${chart.id}-total`}>
              {chart.money ? formatMoney(total) : total}{' '}
              {chart.series.key === 'active_memberships' ? 'now' : `in the last ${figures.days} days`}
            </Text>
            <BarChartFigure
              label={chart.title}
              data={figures.per_day}
              xKey="day"
              xLabel="Day"
              formatX={shortDay}
              series={[chart.series]}
              formatValue={chart.money ? formatMoney : undefined}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
