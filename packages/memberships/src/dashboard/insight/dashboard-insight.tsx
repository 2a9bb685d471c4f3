import { Heading, Stack, Text } from '@chakra-ui/react';
import { useBusinessInsight } from '@keyclub/api-client';
import type { BusinessInsight } from '@keyclub/domain';
import { LoadError, LoadingSkeleton } from '@keyclub/ui-kit';
import { BarChartFigure, shortDay } from '@keyclub/ui-kit/charts';
import type { ReactNode } from 'react';
import { ActivationHours } from './activation-hours.tsx';

const shortTitle = (title: string) => (title.length > 14 ? `${title.slice(0, 13)}…` : title);

function Figure({
  id,
  title,
  summary,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <Stack as="section" gap="2" aria-labelledby={id}>
      <Heading as="h3" size="md" id={id}>
        {title}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {summary}
      </Text>
      {children}
    </Stack>
  );
}

function Charts({ insight }: { insight: BusinessInsight }) {
  const sales = insight.per_day.reduce((sum, day) => sum + day.sales, 0);
  const renewals = insight.per_day.reduce((sum, day) => sum + day.renewals, 0);
  const activations = insight.by_hour.reduce((sum, cell) => sum + cell.activations, 0);
  return (
    <Stack gap="8">
      <Figure
        id="sales-per-day"
        title="Sales and renewals per day"
        summary={`${sales} ${sales === 1 ? 'sale' : 'sales'} and ${renewals} ${renewals === 1 ? 'renewal' : 'renewals'} in the last ${insight.days} days`}
      >
        <BarChartFigure
          label="Sales and renewals per day"
          data={insight.per_day}
          xKey="day"
          xLabel="Day"
          formatX={shortDay}
          series={[
            { key: 'sales', label: 'Sales', color: 'brand.solid' },
            { key: 'renewals', label: 'Renewals', color: 'green.solid' },
          ]}
        />
      </Figure>
      <Figure
        id="activations-by-hour"
        title="When members come"
        summary={`${activations} ${activations === 1 ? 'activation' : 'activations'} in the last ${insight.days} days, by hour of the week (${insight.time_zone})`}
      >
        <ActivationHours cells={insight.by_hour} />
      </Figure>
      <Figure
        id="announcement-reach"
        title="Announcement reach"
        summary={
          insight.announcements.length === 0
            ? 'No announcement sent yet.'
            : `Members who received and opened your latest ${insight.announcements.length === 1 ? 'announcement' : `${insight.announcements.length} announcements`}`
        }
      >
        {insight.announcements.length > 0 ? (
          <BarChartFigure
            label="Announcement reach"
            data={insight.announcements}
            xKey="title"
            xLabel="Announcement"
            formatX={shortTitle}
            series={[
              { key: 'sent', label: 'Sent', color: 'gray.400' },
              { key: 'viewed', label: 'Viewed', color: 'brand.solid' },
            ]}
          />
        ) : null}
      </Figure>
    </Stack>
  );
}

/** The dashboard's charts (GET /insight): loaded with recharts only when scrolled near. */
export default function DashboardInsight() {
  const read = useBusinessInsight();
  if (read.isError && !read.data) {
    return <LoadError title="Your insight could not be loaded." read={read} />;
  }
  if (!read.data) return <LoadingSkeleton height="56" label="Loading insight" />;
  return <Charts insight={read.data} />;
}
