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
  // Both rows name the resale and its currency; each is written only when its share is not 0.
  const resale = { purchaseId: payout.purchaseId, currency: payout.currency ?? 'USD' };
  const owed = (amount: string) => toMinorUnits(Number(amount)) > 0;
  if (owed(payout.sellerAmount)) {
    await tx
      .insert(sellerEarnings)
      .values({ ...resale, userId: payout.sellerId, amount: payout.sellerAmount })
      .onConflictDoNothing({ target: sellerEarnings.purchaseId });
  }
  if (owed(payout.commissionAmount)) {
    await tx
      .insert(businessEarnings)
      .values({
        ...resale,
        businessId: payout.businessId,
        grossAmount: payout.commissionAmount,
        feePercentage: '0.00',
        feeAmount: '0.00',
        netAmount: payout.commissionAmount,
      })
      .onConflictDoNothing({ target: businessEarnings.purchaseId });
  }
}
