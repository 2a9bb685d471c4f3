import { dataEnvelope, type Token, tokenSchema } from '@keyclub/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client.ts';
import { invalidate, staleAfter } from '../query-keys.ts';

const tokenResponseSchema = dataEnvelope(tokenSchema);

/** DELETE /tokens/{id}/sell: the caller's listing leaves the marketplace; answers the copy. */
export async function withdrawListing(id: number): Promise<Token> {
  return (await api.delete(`tokens/${id}/sell`).json(tokenResponseSchema)).data;
}

/** As a listing does, a withdrawal changes the copy's reads and the marketplace. */
export function useWithdrawListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawListing,
    onSuccess: () => invalidate(queryClient, staleAfter.listing()),
  });
}
