import type { User } from '@keyclub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataAnswer } from '../answers.ts';
import { api } from '../client.ts';
import { isHttpError } from '../http-error.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /auth/me — the logged-in user, fresh from the server. */
export async function fetchMe(): Promise<User> {
  const { data } = await api.get('auth/me').json<DataAnswer<User>>();
  return data;
}

export const meQueryOptions = () => queryOptions({ queryKey: queryKeys.me, queryFn: fetchMe });

export const useMe = (options: { enabled?: boolean } = {}) => useQuery({ ...meQueryOptions(), ...options });

/** A 401 from GET /auth/me: the stored session no longer exists on the server. */
export const isSessionGone = (error: unknown): boolean => isHttpError(error) && error.response.status === 401;
