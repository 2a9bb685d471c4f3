import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from './query-keys.ts';

/**
 * A write's hook: on success, `cacheKey` (if given) caches its answer, then every query under
 * `stale()` (a `staleAfter` entry) refetches. `write` stays the mutation's function: the shell's
 * error toast knows the action by it.
 */
export function useWriteThenRefetch<TRequest, TAnswer>(
  write: (request: TRequest) => Promise<TAnswer>,
  stale: () => QueryKey[],
  cacheKey?: (answer: TAnswer) => QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (answer) => {
      if (cacheKey) queryClient.setQueryData(cacheKey(answer), answer);
      await invalidate(queryClient, stale());
    },
  });
}
