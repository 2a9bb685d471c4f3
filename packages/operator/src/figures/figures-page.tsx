import { usePlatformFigures } from '@keyclub/api-client';
import { LoadingSkeleton, PageShell, ReadView } from '@keyclub/ui-kit';
import { lazy, Suspense } from 'react';

// recharts (~100 kB gzip) in its own chunk: fetched when this screen opens, beside the figures' read,
// so the screen's own chunk (and the console's first load) stays small.
const charts = import('./platform-charts.tsx');
const PlatformCharts = lazy(() => charts);

const loading = <LoadingSkeleton height="56" label="Loading figures" />;

/** /operator/figures (issue 35): the platform's sales, fees, active memberships and activations per day. */
function FiguresPage() {
  const read = usePlatformFigures();
  return (
    <PageShell
      title="Figures"
      lead={`The whole platform per day${read.data ? `, in ${read.data.time_zone}` : ''}. Refunded sales are left out; fees are the platform’s share of card sales.`}
    >
      <ReadView read={read} failed="The figures could not be loaded." loading={loading}>
        {(figures) => (
          <Suspense fallback={loading}>
            <PlatformCharts figures={figures} />
          </Suspense>
        )}
      </ReadView>
    </PageShell>
  );
}

export const Component = FiguresPage;
