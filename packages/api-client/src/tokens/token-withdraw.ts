import { dataEnvelope, type Token, tokenSchema } from '@keyclub/domain';
import { api } from '../client.ts';
import { staleAfter } from '../query-keys.ts';
import { useWriteThenRefetch } from '../write-hooks.ts';

const tokenResponseSchema = dataEnvelope(tokenSchema);

/** DELETE /tokens/{id}/sell: the caller's listing leaves the marketplace; answers the copy. */
export async function withdrawListing(id: number): Promise<Token> {
  return (await api.delete(`tokens/${id}/sell`).json(tokenResponseSchema)).data;
}

/** As a listing does, a withdrawal changes the copy's reads and the marketplace. */
export const useWithdrawListing = () => useWriteThenRefetch(withdrawListing, staleAfter.listing);
