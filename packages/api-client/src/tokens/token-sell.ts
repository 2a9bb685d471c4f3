import { dataEnvelope, type Token, tokenSchema } from '@keyclub/domain';
import { api } from '../client.ts';
import { staleAfter } from '../query-keys.ts';
import { useWriteThenRefetch } from '../write-hooks.ts';

const tokenResponseSchema = dataEnvelope(tokenSchema);

export interface SellTokenRequest {
  id: number;
  /** USD as typed; the API computes the fees itself. */
  price: string;
}

/** POST /tokens/{id}/sell: lists the caller's copy at `price`; answers the listed copy. */
export async function sellToken({ id, price }: SellTokenRequest): Promise<Token> {
  return (await api.post(`tokens/${id}/sell`, { json: { price } }).json(tokenResponseSchema)).data;
}

/** The listing shows in the seller's memberships, on its detail and in the marketplace. */
export const useSellToken = () => useWriteThenRefetch(sellToken, staleAfter.listing);
