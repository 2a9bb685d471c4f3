import { type QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query';

export interface PollOptions<T> {
  queryKey: QueryKey;
  /** One ask; calling it again must be safe. */
  queryFn: () => Promise<T>;
  /** Whether an answer is the one waited for; until then it is asked again. */
  settled: (answer: T) => boolean;
  intervalMs: number;
  /** Checked before each further ask (also after a failure): false stops and answers the last result. */
  keepAsking: () => boolean;
  /** A failure for which asking again may help (it is retried after intervalMs); others end the poll. */
  retryable?: (error: unknown) => boolean;
  /** An answer already in hand: the first ask waits intervalMs. */
  first?: T;
}

/**
 * The one polling mechanism outside a component: a QueryObserver on `queryClient` that asks again with
 * React Query's `refetchInterval` while the answer is not settled, and retries a retryable failure with
 * `retry`/`retryDelay`. Answers the settled (or, once `keepAsking` says no, the last) answer; throws
 * a failure that is not retried. The query is silent (no toast, no loading overlay) and removed after.
 */
export function pollUntil<T>(queryClient: QueryClient, options: PollOptions<T>): Promise<T> {
  const { queryKey, queryFn, settled, intervalMs, keepAsking, retryable = () => false, first } = options;
  if (first !== undefined && (settled(first) || !keepAsking())) return Promise.resolve(first);
  return new Promise<T>((resolve, reject) => {
    const observer = new QueryObserver<T>(queryClient, {
      queryKey,
      queryFn,
      ...(first === undefined ? {} : { initialData: first, staleTime: Number.POSITIVE_INFINITY }),
      refetchInterval: (query) =>
        query.state.data !== undefined && !settled(query.state.data) && keepAsking() ? intervalMs : false,
      refetchIntervalInBackground: true,
      retry: (_failures, error) => retryable(error) && keepAsking(),
      retryDelay: intervalMs,
      // As the hand loop did: asked whether or not the browser says it is online.
      networkMode: 'always',
      gcTime: 0,
      meta: { silent: true, background: true },
    });
    const finish = (end: () => void) => {
      unsubscribe();
      queryClient.removeQueries({ queryKey, exact: true });
      end();
    };
    const unsubscribe = observer.subscribe((result) => {
      if (result.fetchStatus !== 'idle') return;
      if (result.status === 'error') finish(() => reject(result.error));
      else if (result.status === 'success' && (settled(result.data) || !keepAsking()))
        finish(() => resolve(result.data));
    });
  });
}
