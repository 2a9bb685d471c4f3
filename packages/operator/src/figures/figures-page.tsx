import { Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { usePlatformFigures } from '@keyclub/api-client';
import { LoadError } from '@keyclub/ui-kit';
import { lazy, Suspense } from 'react';

// recharts (~100 kB gzip) in its own chunk: fetched when this screen opens, beside the figures' read,
// so the screen's own chunk (and the console's first load) stays small.
const charts = import('./platform-charts.tsx');
const PlatformCharts = lazy(() => charts);

const loading = <Skeleton height="56" aria-label="Loading figures" />;

/** /operator/figures (issue 35): the platform's sales, fees, active memberships and activations per day. */
function FiguresPage() {
  const read = usePlatformFigures();
  return (
    <Container maxW="5xl" py={{ base: '6', md: '8' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="3xl">
            Figures
          </Heading>
          <Text color="fg.muted">
            The whole platform per day{read.data ? `, in ${read.data.time_zone}` : ''}. Refunded sales are
            left out; fees are the platform’s share of card sales.
          </Text>
        </Stack>
        {read.isError && !read.data ? (
          <LoadError
            title="The figures could not be loaded."
            onRetry={() => void read.refetch()}
            retrying={read.isFetching}
          />
        ) : !read.data ? (
          loading
        ) : (
          <Suspense fallback={loading}>
            <PlatformCharts figures={read.data} />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}

export const Component = FiguresPage;
