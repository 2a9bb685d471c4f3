import { useAuthStore } from '@keyclub/app-state';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unclaimedOf } from './unclaimed-store.ts';

/** One resume at a time (React's strict mode runs effects twice). */
let resuming = false;

/**
 * Claims again, once per visit of a logged-in user, their key paid on chain whose claim got no answer
 * (docs/decisions/wallet.md). Renders nothing; needs no wallet (the transaction is already mined).
 * The claim's code loads only when there is one to resume: this sits in every consumer page's header.
 */
export function ResumeWalletClaims() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const queryClient = useQueryClient();
  useEffect(() => {
    const unclaimed = userId === null ? undefined : unclaimedOf(userId);
    if (!unclaimed || resuming) return;
    resuming = true;
    import('./resume-claim.ts')
      .then(({ resumeClaim }) => resumeClaim(unclaimed, queryClient))
      // A module that did not load leaves the purchase remembered, as an unreachable API does.
      .catch(() => undefined)
      .finally(() => {
        resuming = false;
      });
  }, [userId, queryClient]);
  return null;
}
