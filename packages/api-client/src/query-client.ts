import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { httpStatusOf, readErrorText } from './error-text.ts';

/**
 * `meta: { silent: true }` on a query or mutation keeps its failures out of the error toast.
 * `meta: { background: true }` on a query keeps its first load from showing the loading overlay.
 * `meta: { pageShowsNotFound: true }` on a query whose page says itself that the thing is missing keeps its
 * 404 out of the toast (other failures still show).
 * `meta: { authForm: true }` marks a mutation of an auth form whose 401 carries the message the user
 * must read ('Incorrect email or password.', 'This account has been deactivated.').
 */
export interface ApiRequestMeta extends Record<string, unknown> {
  silent?: boolean;
  background?: boolean;
  pageShowsNotFound?: boolean;
  authForm?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ApiRequestMeta;
    mutationMeta: ApiRequestMeta;
  }
}

const QUERY_STALE_TIME_MS = 30_000;

const isClientError = (error: unknown): boolean => {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500;
};

export interface CreateQueryClientOptions {
  /**
   * Receives the SPEC section 8 text of every failed query or mutation that is not silent, and the
   * action that failed: the query's hash, or the mutation's function (one per endpoint hook).
   */
  onError: (text: string, action: unknown) => void;
  /** Told when an action that may have failed before succeeds (its old error is then stale). */
  onSuccess?: (action: unknown) => void;
}

export function createQueryClient({ onError, onSuccess }: CreateQueryClientOptions): QueryClient {
  const report = (error: unknown, action: unknown) => {
    void readErrorText(error).then((text) => onError(text, action));
  };
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A 401 on a read only means "not logged in" (GET /auth/me): SPEC section 8 shows nothing.
        if (query.meta?.silent || httpStatusOf(error) === 401) return;
        if (query.meta?.pageShowsNotFound && httpStatusOf(error) === 404) return;
        report(error, query.queryHash);
      },
      onSuccess: (_data, query) => onSuccess?.(query.queryHash),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        // SPEC section 8: a 401 outside the login page is not handled, so only auth forms show it.
        if (mutation.meta?.silent || (httpStatusOf(error) === 401 && !mutation.meta?.authForm)) return;
        report(error, mutation.options.mutationFn);
      },
      onSuccess: (_data, _variables, _result, mutation) => onSuccess?.(mutation.options.mutationFn),
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
        staleTime: QUERY_STALE_TIME_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}

let loaderClient: QueryClient | null = null;

/**
 * Shares the shell's query cache with route loaders, which run outside React (before the route's
 * component, in parallel with its lazy module): what they prefetch, the components read from the cache.
 */
export function shareQueryClientWithLoaders(client: QueryClient): void {
  loaderClient = client;
}

/** The cache `shareQueryClientWithLoaders` shared; a loader run before it is a set-up mistake. */
export function loaderQueryClient(): QueryClient {
  if (!loaderClient) throw new Error('route loaders ran before shareQueryClientWithLoaders');
  return loaderClient;
}
