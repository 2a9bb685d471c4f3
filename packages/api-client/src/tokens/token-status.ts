import { dataEnvelope, type MembershipStatusChange, type Token, tokenSchema } from '@keyclub/domain';
import { api } from '../client.ts';
import { queryKeys, staleAfter } from '../query-keys.ts';
import { useWriteThenRefetch } from '../write-hooks.ts';

const tokenResponseSchema = dataEnvelope(tokenSchema);

/** PUT /tokens/{id}/status: the business pauses (ARCHIVED) or resumes (ACTIVE) its membership's sales. */
export async function changeMembershipStatus({
  id,
  status,
}: { id: number } & MembershipStatusChange): Promise<Token> {
  return (await api.put(`tokens/${id}/status`, { json: { status } }).json(tokenResponseSchema)).data;
}

/** A pause or a resume changes the membership's reads and every list that shows it, as a save does. */
export const useChangeMembershipStatus = () =>
  useWriteThenRefetch(changeMembershipStatus, staleAfter.tokenSave, (token) =>
    queryKeys.tokens.detail(token.id),
  );
