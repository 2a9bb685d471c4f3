import type { Token } from '@keyclub/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate, queryKeys, staleAfter } from '../query-keys.ts';

/**
 * A membership save as a mutation: `save` makes the call (`saveToken`, which the form loads on
 * demand with its multipart encoding, so neither is in the page's first load). The saved membership
 * replaces its cached detail; every read that shows it refetches.
 */
export function useSaveToken<Request>(save: (request: Request) => Promise<Token>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (token) => {
      queryClient.setQueryData(queryKeys.tokens.detail(token.id), token);
      await invalidate(queryClient, staleAfter.tokenSave());
    },
  });
}
