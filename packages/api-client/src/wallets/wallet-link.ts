import { dataEnvelope, type WalletItem, type WalletLinkRequest, walletItemSchema } from '@keyclub/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

const walletListResponseSchema = dataEnvelope(z.array(walletItemSchema));

/** POST /wallet/{id}: links the signed address; answers all the user's addresses. */
export async function linkWallet(userId: number, body: WalletLinkRequest): Promise<WalletItem[]> {
  const { data } = await api.post(`wallet/${userId}`, { json: body }).json(walletListResponseSchema);
  return data;
}

/** The answer replaces the cached GET /wallet/{id}. */
export function useLinkWallet(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WalletLinkRequest) => linkWallet(userId, body),
    onSuccess: (addresses) => queryClient.setQueryData(queryKeys.wallets.list(userId), addresses),
  });
}
