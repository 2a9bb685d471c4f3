import { useAppStore } from '@keyclub/app-state';
import { LOADER_DELAY_MS, LOADER_GIVE_UP_MS, LOADER_SLOW_MS } from '@keyclub/domain';
import { useDelayedFlag } from '@keyclub/ui-kit';
import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { isFirstLoad } from './first-load.ts';

// Its view (Chakra's spinner and stack, the texts) loads only once it is due, not with every first
// load (docs/performance.md, "Bundle"): most page loads never show it.
const LoadingOverlayView = lazy(() => import('./loading-overlay-view.tsx'));

/**
 * Full-screen overlay shown only when something has been loading for more than 1.5 s (SPEC section 2):
 * the global busy flag, or any query still fetching its first data, except queries marked
 * `meta: { background: true }` (a figure that only adds to a usable page, like the ETH equivalent).
 * After 8 s it says what is slow; after 30 s it stops covering the page and says it gave up, with a
 * reload (ours, issue 36). Needs a QueryClientProvider above it.
 */
export function LoadingOverlay({ delayMs = LOADER_DELAY_MS }: { delayMs?: number }) {
  const busy = useAppStore((state) => state.loading);
  const message = useAppStore((state) => state.loadingMsg);
  const firstLoads = useIsFetching({ predicate: isFirstLoad });
  const active = busy || firstLoads > 0;
  const visible = useDelayedFlag(active, delayMs);
  const slow = useDelayedFlag(active, LOADER_SLOW_MS);
  const gaveUp = useDelayedFlag(active, LOADER_GIVE_UP_MS);
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <LoadingOverlayView busy={busy} message={message} slow={slow} gaveUp={gaveUp} />
    </Suspense>
  );
}
