import type { ChainWriteKind } from './chain-writes/chain-write-kind.ts';
import { payoutWriteKinds } from './modules/payouts/payout-writes.ts';
import { purchaseWriteKinds } from './modules/purchases/purchase-writes.ts';
import { membershipWriteKinds } from './modules/tokens/membership-writes.ts';

/** Every kind of chain write the API records (a resale's transfer is checkout's `resale.transfer`). */
export const CHAIN_WRITE_KINDS: Record<string, ChainWriteKind> = {
  ...membershipWriteKinds,
  ...purchaseWriteKinds,
  ...payoutWriteKinds,
};
