import { Skeleton, type SkeletonProps } from '@chakra-ui/react';

export interface LoadingSkeletonProps extends Omit<SkeletonProps, 'role' | 'aria-label'> {
  /** What loads, as a screen reader says it ('Loading earnings'). */
  label: string;
}

/**
 * A skeleton holding the place of what loads, named for it. The name comes with role="status": axe
 * (aria-prohibited-attr, serious) refuses an aria-label on a div without a role.
 */
export function LoadingSkeleton({ label, ...props }: LoadingSkeletonProps) {
  return <Skeleton role="status" aria-label={label} {...props} />;
}
