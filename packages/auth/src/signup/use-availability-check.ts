import { type AvailabilityField, availabilityQueryOptions } from '@keyclub/api-client';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Asks POST /auth/check-availability (cached per value). When the check itself fails the global toast
 * has said so and the value is let through: the signup call checks it again on the server.
 */
export function useAvailabilityCheck() {
  const queryClient = useQueryClient();
  return (field: AvailabilityField, value: string): Promise<boolean> =>
    queryClient.fetchQuery(availabilityQueryOptions(field, value)).catch(() => true);
}
