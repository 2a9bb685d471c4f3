import { dataEnvelope, type MembershipStatusChange, type Token, tokenSchema } from '@keyclub/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client.ts';
import { invalidate, queryKeys, staleAfter } from '../query-keys.ts';

const tokenResponseSchema = dataEnvelope(tokenSchema);

/** PUT /tokens/{id}/status: the business pauses (ARCHIVED) or resumes (ACTIVE) its membership's sales. */
export async function changeMembershipStatus({
  id,
  status,
}: { id: number } & MembershipStatusChange): Promise<Token> {
  return (await api.put(`tokens/${id}/status`, { json: { status } }).json(tokenResponseSchema)).data;
}

/** A pause or a resume changes the membership's reads and every list that shows it, as a save does. */
export function useChangeMembershipStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMembershipStatus,
    onSuccess: async (token) => {
      queryClient.setQueryData(queryKeys.tokens.detail(token.id), token);
      await invalidate(queryClient, staleAfter.tokenSave());
    },
  });
}
