import { toMinorUnits } from '@keyclub/domain';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import { businessEarnings, type resalePayouts, sellerEarnings } from '../../db/schema/index.ts';
import { recordTreasuryShares } from './treasury-payouts.ts';

type ResalePayout = typeof resalePayouts.$inferInsert;

/**
 * The hook a card resale calls in the transaction that moves the key to the buyer and writes its
 * `resale_payouts` split: the seller's share becomes a `seller_earnings` row and the business's
 * commission a `business_earnings` row (no platform fee on it: the resale's transaction fee is the
 * platform's and is never transferred). Both wait for their payee's payout account, then the
 * transfer job pays them (transfer-earnings.ts). A share of 0 writes nothing; a replay nothing twice.
 * A crypto resale's shares wait in `treasury_payouts` instead (treasury-payouts.ts).
 */
export async function recordResaleEarnings(tx: Tx, provider: string, payout: ResalePayout): Promise<void> {
  // The buyer of a crypto resale paid the treasury: the shares are paid from it on chain.
  if (provider === 'crypto') return recordTreasuryShares(tx, payout);
  if (provider !== 'card') return;
  if (toMinorUnits(Number(payout.sellerAmount)) > 0) {
    await tx
      .insert(sellerEarnings)
      .values({
        userId: payout.sellerId,
        purchaseId: payout.purchaseId,
        currency: payout.currency ?? 'USD',
        amount: payout.sellerAmount,
      })
      .onConflictDoNothing({ target: sellerEarnings.purchaseId });
  }
  if (toMinorUnits(Number(payout.commissionAmount)) > 0) {
    await tx
      .insert(businessEarnings)
      .values({
        businessId: payout.businessId,
        purchaseId: payout.purchaseId,
        currency: payout.currency ?? 'USD',
        grossAmount: payout.commissionAmount,
        feePercentage: '0.00',
        feeAmount: '0.00',
        netAmount: payout.commissionAmount,
      })
      .onConflictDoNothing({ target: businessEarnings.purchaseId });
  }
}
