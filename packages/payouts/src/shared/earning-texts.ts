import { type Earning, type EarningStatus, type PayoutAccountStatus, shortenAddress } from '@keyclub/domain';

/** An earning's state as the business reads it (the API's EarningStatus). */
export const EARNING_STATUS_LABELS: Record<EarningStatus, string> = {
  PENDING: 'Processing',
  WAITING: 'Waiting',
  TRANSFERRED: 'Paid out',
  REFUNDED: 'Refunded',
  DISPUTED: 'Disputed',
  REVERSED: 'Reversed',
};

/** The badge colour of each state. */
export const EARNING_STATUS_PALETTE: Record<EarningStatus, string> = {
  PENDING: 'gray',
  WAITING: 'orange',
  TRANSFERRED: 'green',
  REFUNDED: 'gray',
  DISPUTED: 'red',
  REVERSED: 'red',
};

/** Where a share paid from Keyclub's treasury went: the seller's or the business's wallet. */
export const toWallet = (address: string) => `To wallet ${shortenAddress(address)}`;

/** Where a share paid from Keyclub's treasury goes: its wallet once sent, else the payee's wallet once linked. */
export const walletDestination = (paidTo: string | null) =>
  paidTo ? toWallet(paidTo) : 'To your wallet, once you link one';

export const EARNING_KIND_LABELS: Record<Earning['kind'], string> = {
  PURCHASE: 'Sale',
  RENEWAL: 'Renewal',
  RESALE: 'Resale commission',
};

export const PAYOUT_ACCOUNT_TEXTS: Record<PayoutAccountStatus, { title: string; body: string }> = {
  NOT_CONNECTED: {
    title: 'No payout account connected',
    body: 'Connect a bank account to receive what you earn from card sales and renewals. Until then your earnings wait in your balance.',
  },
  PENDING: {
    title: 'Payout account not ready',
    body: 'Your payout account still needs details before it can receive transfers. Your earnings wait in your balance.',
  },
  READY: {
    title: 'Payouts connected',
    body: 'Your earnings from card sales and renewals are transferred to your payout account.',
  },
};

/** The same states, as a consumer reads them about the account their resale shares are paid to. */
export const SELLER_ACCOUNT_TEXTS: Record<PayoutAccountStatus, { title: string; body: string }> = {
  NOT_CONNECTED: {
    title: 'No payout account connected',
    body: 'Connect a bank account to sell your memberships: when one sells, your share is paid there.',
  },
  PENDING: {
    title: 'Payout account not ready',
    body: 'Your payout account still needs details before it can receive transfers. You can list a membership once it is ready.',
  },
  READY: {
    title: 'Payouts connected',
    body: 'When a membership you listed sells, your share is transferred to your payout account.',
  },
};
