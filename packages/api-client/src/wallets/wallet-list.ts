import type { WalletItem } from '@keyclub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataAnswer } from '../answers.ts';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /wallet/{id}: the user's verified wallet addresses ({id} = the user's own id). */
export async function fetchWallets(userId: number): Promise<WalletItem[]> {
  const body = await api.get(`wallet/${userId}`).json<DataAnswer<WalletItem[]>>();
  return body.data;
}

export const walletsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: queryKeys.wallets.list(userId), queryFn: () => fetchWallets(userId) });

export const useWallets = (userId: number | null) =>
  useQuery({ ...walletsQueryOptions(userId ?? 0), enabled: userId !== null });
