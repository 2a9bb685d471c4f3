import type { BuyQuery } from '../buy/buy-query.ts';
import { CardReturnDialogs } from './card-return-dialogs.tsx';
import { FailureDialog } from './purchase-dialogs.tsx';

export interface CardReturnProps {
  tokenId: number;
  cardReturn: NonNullable<BuyQuery['cardReturn']>;
  renew: boolean;
  /** Leaves the card return: the buy page shows its offer again. */
  onDismiss: () => void;
}

/**
 * Back from the card payment page: its dialogs, loaded only then (the buy page's first paint goes
 * without Chakra's dialog): the purchase's confirmation, or the failure of a cancelled payment.
 */
export default function CardReturn({ tokenId, cardReturn, renew, onDismiss }: CardReturnProps) {
  if ('sessionId' in cardReturn)
    return (
      <CardReturnDialogs
        tokenId={tokenId}
        sessionId={cardReturn.sessionId}
        renew={renew}
        onDismiss={onDismiss}
      />
    );
  return <FailureDialog open onClose={onDismiss} />;
}
