import { dataEnvelope } from '@keyclub/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

export type AvailabilityField = 'email' | 'username' | 'phone_number';

const availabilityResponseSchema = dataEnvelope(z.object({ success: z.boolean() }));

/** POST /auth/check-availability — true when no account uses the value yet. */
export async function checkAvailability(body: { field: AvailabilityField; value: string }): Promise<boolean> {
  const { data } = await api.post('auth/check-availability', { json: body }).json(availabilityResponseSchema);
  return data.success;
}

/** Read through `queryClient.fetchQuery` so a value checked on blur is not asked again on submit. */
export const availabilityQueryOptions = (field: AvailabilityField, value: string) =>
  queryOptions({
    queryKey: queryKeys.availability(field, value),
    queryFn: () => checkAvailability({ field, value }),
    staleTime: 30_000,
  });
