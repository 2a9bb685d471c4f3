import { eq } from 'drizzle-orm';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import { resalePayouts, tokens } from '../../db/schema/index.ts';
import { recordResaleEarnings } from '../payouts/record-resale-earnings.ts';

type Purchase = { id: number; amount: string; currency: string; provider: string };

const cents = (amount: string | null) => Math.round(Number(amount ?? 0) * 100);
const usd = (amountInCents: number) => (amountInCents / 100).toFixed(2);

/**
 * The payout ledger row of a resale (gap 5), in the transaction that finishes it, before the copy
 * changes hands: what the buyer paid splits into the listing's commission (the business) and
 * transaction fee (the platform), and the rest, the listed price, is the seller's. Answers the
 * seller's price, the copy's new minimum ask (R12). The unique purchase id keeps it one row per sale.
 * A card resale's shares go to the payouts ledger here too, to be transferred (record-resale-earnings.ts).
 */
export async function recordResalePayout(
  tx: Tx,
  sale: { purchase: Purchase; copyId: number; sellerId: number },
): Promise<string> {
  const [copy] = await tx.select().from(tokens).where(eq(tokens.id, sale.copyId)).for('update');
  if (!copy) throw new Error(`No copy ${sale.copyId} to pay out`);
  const total = cents(sale.purchase.amount);
  const commission = cents(copy.commissionAmount);
  const transaction = cents(copy.transactionAmount);
  const sellerAmount = usd(total - commission - transaction);
  const payout = {
    purchaseId: sale.purchase.id,
    tokenId: copy.id,
    sellerId: sale.sellerId,
    businessId: copy.businessId,
    currency: sale.purchase.currency,
    totalAmount: usd(total),
    sellerAmount,
    commissionAmount: usd(commission),
    commissionPercentage: copy.commissionPercentage ?? '0',
    transactionAmount: usd(transaction),
    transactionPercentage: copy.transactionPercentage ?? '0',
  };
  await tx.insert(resalePayouts).values(payout);
  await recordResaleEarnings(tx, sale.purchase.provider, payout);
  return sellerAmount;
}
