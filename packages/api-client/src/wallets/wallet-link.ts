import { dataEnvelope, type WalletItem, type WalletLinkRequest, walletItemSchema } from '@keyclub/domain';
import { z } from 'zod';
import { api } from '../client.ts';

const walletListResponseSchema = dataEnvelope(z.array(walletItemSchema));

/** POST /wallet/{id}: links the signed address; answers all the user's addresses. */
export async function linkWallet(userId: number, body: WalletLinkRequest): Promise<WalletItem[]> {
  const { data } = await api.post(`wallet/${userId}`, { json: body }).json(walletListResponseSchema);
  return data;
}
