import { Box, Grid, Text } from '@chakra-ui/react';
import type { BusinessInsight } from '@keyclub/domain';
import { FiguresTable } from '@keyclub/ui-kit/charts';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

type Cell = BusinessInsight['by_hour'][number];

/**
 * When members come: a week of hours, each square as dark as its share of the busiest hour's
 * activations. Plain boxes (no chart library): 7 x 24 squares fit 390 px.
 */
export function ActivationHours({ cells }: { cells: Cell[] }) {
  const count = new Map(cells.map((cell) => [`${cell.weekday}:${cell.hour}`, cell.activations]));
  const busiest = Math.max(0, ...cells.map((cell) => cell.activations));
  return (
    <>
      <Grid templateColumns="2.25rem repeat(24, minmax(0, 1fr))" gap="1px" aria-hidden="true" fontSize="2xs">
        {WEEKDAYS.map((weekday, day) => [
          <Text key={weekday} color="fg.muted" lineHeight="1">
            {weekday}
          </Text>,
          ...HOURS.map((hour) => {
            const activations = count.get(`${day}:${hour}`) ?? 0;
            return (
              <Box
                key={`${weekday}-${hour}`}
                aspectRatio="1"
                rounded="1px"
                bg={activations > 0 ? 'brand.solid' : 'bg.muted'}
                opacity={activations > 0 ? 0.25 + (0.75 * activations) / busiest : 1}
                title={`${weekday} ${hourText(hour)}: ${activations}`}
              />
            );
          }),
        ])}
        <span />
        {HOURS.map((hour) => (
          <Text key={hour} color="fg.muted" lineHeight="1" textAlign="center">
            {hour % 6 === 0 ? hour : ''}
          </Text>
        ))}
      </Grid>
      <FiguresTable
        label="Activations by hour"
        rows={cells.map((cell) => ({
          ...cell,
          day: WEEKDAYS[cell.weekday] ?? '',
          time: hourText(cell.hour),
        }))}
        columns={[
          { key: 'day', label: 'Day' },
          { key: 'time', label: 'Hour' },
          { key: 'activations', label: 'Activations' },
        ]}
      />
    </>
  );
}
