import { Box } from '@chakra-ui/react';
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/** How far below the screen a section starts loading, so it is usually there when scrolled to. */
const AHEAD = '300px';

/**
 * A section below the fold whose module (a heavy chart library, say) is imported only once it comes
 * near the screen, so the page's first load never carries it. `fallback` holds its place meanwhile.
 * A failed import is thrown at render, as `React.lazy` does, for the route's error boundary.
 */
export function LoadNearViewport({
  load,
  fallback,
  minH,
}: {
  load: () => Promise<{ default: ComponentType }>;
  fallback: ReactNode;
  /** The place it holds, so the page does not jump when it arrives. */
  minH: string;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const Section = useMemo(() => lazy(load), [load]);
  useEffect(() => {
    const element = place.current;
    if (!element || near) return;
    // No observer (an old browser, a test's DOM): load it at once.
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const watcher = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    watcher.observe(element);
    return () => watcher.disconnect();
  }, [near]);
  return (
    <Box ref={place} minH={minH}>
      {near ? (
        <Suspense fallback={fallback}>
          <Section />
        </Suspense>
      ) : (
        fallback
      )}
    </Box>
  );
}
