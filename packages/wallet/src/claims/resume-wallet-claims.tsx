import { invalidate, readErrorText, staleAfter } from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/auth';
import { MESSAGES } from '@keyclub/domain';
import { notify } from '@keyclub/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isRefusal } from './claim-paid-key.ts';
import { settleClaim } from './settle-claim.ts';
import { unclaimedOf } from './unclaimed-store.ts';

/** One resume at a time (React's strict mode runs effects twice). */
let resuming = false;

/**
 * Claims again, once per visit of a logged-in user, their key paid on chain whose claim got no answer
 * (docs/decisions/wallet.md). Renders nothing; needs no wallet (the transaction is already mined).
 */
export function ResumeWalletClaims() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const queryClient = useQueryClient();
  useEffect(() => {
    const unclaimed = userId === null ? undefined : unclaimedOf(userId);
    if (!unclaimed || resuming) return;
    resuming = true;
    settleClaim(unclaimed)
      .finally(() => {
        resuming = false;
      })
      .then(
        async () => {
          await invalidate(queryClient, staleAfter.purchase());
          notify.success(
            unclaimed.renew ? MESSAGES.success.renewalSubmitted : MESSAGES.success.purchaseSubmitted,
          );
        },
        async (error: unknown) => {
          if (isRefusal(error)) notify.error(await readErrorText(error));
        },
      );
  }, [userId, queryClient]);
  return null;
}
