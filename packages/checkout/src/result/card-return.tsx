import { CardReturnDialogs } from './card-return-dialogs.tsx';

export interface CardReturnProps {
  tokenId: number;
  sessionId: string;
  renew: boolean;
  /** Leaves the card return: the buy page shows its offer again. */
  onDismiss: () => void;
}

/**
 * Back from paying on the card payment page: its dialogs, loaded only then (the buy page's first
 * paint goes without Chakra's dialog). A payment that ended unpaid returns without a session and
 * shows the payment panel's notice instead (`PaymentPanel`'s `stopped`).
 */
export default function CardReturn({ tokenId, sessionId, renew, onDismiss }: CardReturnProps) {
  return <CardReturnDialogs tokenId={tokenId} sessionId={sessionId} renew={renew} onDismiss={onDismiss} />;
}
