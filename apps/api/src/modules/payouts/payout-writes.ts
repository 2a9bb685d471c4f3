import type { ChainWriteKind } from '../../chain-writes/chain-write-kind.ts';
import { KEY_EXPIRY_WRITE, keyExpiryWrite } from './key-expiry-write.ts';
import { TREASURY_PAYOUT_WRITE, treasuryPayoutWrite } from './treasury-payout-write.ts';
import { WITHDRAW_WRITE, withdrawWrite } from './withdraw-write.ts';

/** Registered with the chain writes at start (chain-write-kinds.ts). */
export const payoutWriteKinds: Record<string, ChainWriteKind> = {
  [WITHDRAW_WRITE]: withdrawWrite,
  [TREASURY_PAYOUT_WRITE]: treasuryPayoutWrite,
  [KEY_EXPIRY_WRITE]: keyExpiryWrite,
};
