import { invalidate, readErrorText, staleAfter } from '@keyclub/api-client';
import { MESSAGES } from '@keyclub/domain';
import { notify } from '@keyclub/ui-kit';
import type { QueryClient } from '@tanstack/react-query';
import { isRefusal } from './claim-paid-key.ts';
import { settleClaim } from './settle-claim.ts';
import type { UnclaimedPurchase } from './unclaimed-store.ts';

/**
 * Claims a remembered purchase again and tells the user how it ended: a copy (the reads refetch) or
 * the API's refusal. An API still unreachable or pending says nothing; the next visit tries again.
 */
export async function resumeClaim(
  unclaimed: UnclaimedPurchase,
  queryClient: QueryClient,
  intervalMs?: number,
): Promise<void> {
  try {
    await settleClaim(queryClient, unclaimed, intervalMs);
  } catch (error) {
    if (isRefusal(error)) notify.error(await readErrorText(error));
    return;
  }
  await invalidate(queryClient, staleAfter.purchase());
  notify.success(unclaimed.renew ? MESSAGES.success.renewalSubmitted : MESSAGES.success.purchaseSubmitted);
}
