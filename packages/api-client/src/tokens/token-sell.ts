import { dataEnvelope, type Token, tokenSchema } from '@keyclub/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client.ts';
import { invalidate, staleAfter } from '../query-keys.ts';

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
export function useSellToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sellToken,
    onSuccess: () => invalidate(queryClient, staleAfter.listing()),
  });
}
