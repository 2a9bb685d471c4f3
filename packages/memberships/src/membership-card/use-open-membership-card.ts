import { activationQueryOptions, createActivation, invalidate, staleAfter } from '@keyclub/api-client';
import { membershipPaths } from '@keyclub/domain/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/**
 * The Membership Card button (SPEC section 2): creates an activation of an owned copy, then goes to
 * its card page. `replace` swaps the current card page for the new one instead of stacking it.
 * A refusal ('… already activated', '… is invalid.') shows as the error toast.
 */
export function useOpenMembershipCard({ replace = false }: { replace?: boolean } = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: number) => createActivation(tokenId),
    onSuccess: (card) => {
      // The card page shows it at once, without asking for what this answer already says.
      queryClient.setQueryData(activationQueryOptions(card.id).queryKey, card);
      void invalidate(queryClient, staleAfter.activation());
      return navigate(membershipPaths.tokenScan.href(card.id), { replace });
    },
  });
}
