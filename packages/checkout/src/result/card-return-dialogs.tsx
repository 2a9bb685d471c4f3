import { invalidate, staleAfter, useCardPurchase } from '@keyclub/api-client';
import { MESSAGES } from '@keyclub/domain';
import { notify } from '@keyclub/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { FailureDialog, ProcessingDialog, SuccessDialog } from './purchase-dialogs.tsx';

export interface CardReturnDialogsProps {
  /** The membership the checkout was for (the `{id}` of the buy page). */
  tokenId: number;
  sessionId: string;
  renew: boolean;
  /** Leaves the card return (the failure dialog was closed): the buy page shows its offer again. */
  onDismiss: () => void;
}

/**
 * After paying on the card page (SPEC section 4, Card return): the purchase is confirmed every 5 s
 * while it is pending, behind 'Your order is being processed!'; then the success dialog with the
 * buyer's copy, or the failure dialog. The submitted toast goes with the processing dialog, both
 * saying the order is on its way; a purchase already settled gets only 'Membership Successfully
 * Processed', so the screen never says "submitted" and "processed" of one purchase at once
 * (docs/decisions/checkout-ui.md).
 */
export function CardReturnDialogs({ tokenId, sessionId, renew, onDismiss }: CardReturnDialogsProps) {
  const queryClient = useQueryClient();
  const { data, isError } = useCardPurchase(tokenId, sessionId);
  const ownedTokenId = data && !data.pending && data.error === null ? data.token_id : null;
  const failed = isError || (data !== undefined && !data.pending && ownedTokenId === null);
  const processing = data?.pending === true && data.error === null;

  // Once per return, also when React replays effects.
  const submitted = useRef(false);
  useEffect(() => {
    if (!processing || submitted.current) return;
    submitted.current = true;
    notify.success(renew ? MESSAGES.success.renewalSubmitted : MESSAGES.success.purchaseSubmitted);
  }, [processing, renew]);
  const settled = useRef(false);
  useEffect(() => {
    if (ownedTokenId === null || settled.current) return;
    settled.current = true;
    void invalidate(queryClient, staleAfter.purchase());
  }, [ownedTokenId, queryClient]);

  return (
    <>
      <ProcessingDialog open={ownedTokenId === null && !failed} />
      <SuccessDialog tokenId={ownedTokenId} />
      <FailureDialog open={failed} onClose={onDismiss} />
    </>
  );
}
