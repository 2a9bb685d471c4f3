import type { ReactNode } from 'react';
import { LoadError, type LoadErrorProps } from './load-error.tsx';

export interface ReadFailureProps extends LoadErrorProps {
  /** The failed read's HTTP status; undefined when no answer came. */
  status: number | undefined;
  /** What the page says when the API answered that the thing does not exist. */
  notFound: ReactNode;
}

/**
 * A failed read: `notFound` only when the API said 404; a network failure or a 5xx is the error with
 * Retry, never "not found".
 */
export function ReadFailure({ status, notFound, ...loadError }: ReadFailureProps) {
  return status === 404 ? notFound : <LoadError {...loadError} />;
}
