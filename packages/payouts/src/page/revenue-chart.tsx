import { Box, Button, ButtonGroup, HStack, Stack, Text } from '@chakra-ui/react';
import { useRevenue } from '@keyclub/api-client';
import { formatMoney, type Revenue } from '@keyclub/domain';

// domain's REVENUE_RANGES, not imported: that put its zod schemas in this route (+28 kB gzip, measured).
const REVENUE_RANGES = [30, 90] as const;

import { LoadingSkeleton, ReadView } from '@keyclub/ui-kit';
import { useState } from 'react';
import { PayoutsSection } from '../shared/payouts-section.tsx';

/**
 * The bars: one per day, their height the day's share of the range's best day. Plain Chakra boxes
 * rather than @chakra-ui/charts (recharts, ~100 kB gzip) for one bar series; 90 thin bars fit 390 px.
 */
function Bars({ revenue }: { revenue: Revenue }) {
  const best = Math.max(...revenue.per_day.map((day) => day.amount), 0);
  return (
    <HStack align="end" gap="1px" height="32" borderBottomWidth="1px" aria-hidden="true">
      {revenue.per_day.map((day) => (
        <Box
          key={day.day}
          flex="1"
          minW="0"
          bg="brand.solid"
          roundedTop="xs"
          height={best > 0 ? `${(day.amount / best) * 100}%` : '0'}
          title={`${day.day}: ${formatMoney(day.amount)}`}
        />
      ))}
    </HStack>
  );
}

/** Revenue per day, card and crypto, over the last 30 or 90 days (GET /payouts/revenue), with its total. */
export function RevenueChart() {
  const [days, setDays] = useState<number>(REVENUE_RANGES[0]);
  const revenue = useRevenue(days);
  return (
    <PayoutsSection
      title="Revenue per day"
      size="xl"
      gap="3"
      action={
        <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Revenue range">
          {REVENUE_RANGES.map((range) => (
            <Button
              key={range}
              aria-pressed={days === range}
              variant={days === range ? 'solid' : 'outline'}
              onClick={() => setDays(range)}
            >
              {range} days
            </Button>
          ))}
        </ButtonGroup>
      }
    >
      <ReadView
        read={revenue}
        failed="Your revenue could not be loaded."
        loading={<LoadingSkeleton height="40" label="Loading revenue" />}
      >
        {(data) => (
          <Stack
            gap="2"
            role="img"
            aria-label={`Revenue over the last ${data.days} days: ${formatMoney(data.total)}`}
            opacity={revenue.isPlaceholderData ? 0.6 : 1}
          >
            <Text fontSize="2xl" fontWeight="bold">
              {formatMoney(data.total)}
            </Text>
            <Bars revenue={data} />
            <HStack justify="space-between" fontSize="xs" color="fg.muted">
              <Text>{data.per_day[0]?.day}</Text>
              <Text>{data.per_day.at(-1)?.day}</Text>
            </HStack>
          </Stack>
        )}
      </ReadView>
    </PayoutsSection>
  );
}
