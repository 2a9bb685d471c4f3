import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from './empty-state.tsx';
import { LoadError, type RetryableRead } from './load-error.tsx';

/** What ReadView needs of a read (a TanStack Query result has it). */
export interface ReadState<T> extends RetryableRead {
  data?: T;
  isError: boolean;
}

export interface ReadViewProps<T> {
  read: ReadState<T>;
  /** What could not be read, said with Retry ('The figures could not be loaded.'). */
  failed: string;
  /** Stands in until the first answer (a skeleton named for what loads). */
  loading: ReactNode;
  /** The empty state, shown when `when` finds nothing in the answer. */
  empty?: EmptyStateProps & { when: (data: T) => boolean };
  children: (data: T) => ReactNode;
}

/**
 * A section's read in its states: loading, failed with Retry (never an empty state, which would say
 * there is nothing when we only failed to look), empty, or its content. An answer already shown stays
 * while a later refetch fails.
 */
export function ReadView<T>({ read, failed, loading, empty, children }: ReadViewProps<T>) {
  const { data } = read;
  if (data === undefined) {
    return read.isError ? <LoadError title={failed} read={read} /> : loading;
  }
  if (empty?.when(data)) {
    const { when: _, ...emptyState } = empty;
    return <EmptyState {...emptyState} />;
  }
  return children(data);
}
