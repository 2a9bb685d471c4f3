import { toMinorUnits } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import { businessEarnings, type purchases, tokenProfiles } from '../../db/schema/index.ts';

/** Cents back to the numeric(12,2) text a usd column takes. */
const usdText = (minor: number) => (minor / 100).toFixed(2);

/** The platform's fee on `grossMinor` cents at `percentage`, rounded to the nearest cent. */
export const platformFeeMinor = (grossMinor: number, percentage: number) =>
  Math.round((grossMinor * Math.round(percentage * 100)) / 10_000);

/**
 * The hook a paid card purchase or renewal calls in the transaction that marks it PAID: what its
 * business earns (the price less PLATFORM_FEE_PERCENTAGE, as it is at payment). The row waits
 * until the key is delivered and the business has a payout account (transfer-earnings.ts).
 * Resales have their own ledger (resale_payouts); a replay writes nothing twice (unique purchase).
 */
export async function recordEarning(
  tx: Tx,
  feePercentage: number,
  purchase: typeof purchases.$inferSelect,
): Promise<void> {
  if (purchase.provider !== 'card' || purchase.kind === 'RESALE') return;
  const [profile] = await tx
    .select({ businessId: tokenProfiles.businessId })
    .from(tokenProfiles)
    .where(eq(tokenProfiles.id, purchase.tokenProfileId));
  if (!profile) throw new Error(`Membership ${purchase.tokenProfileId} not found`);
  const grossMinor = toMinorUnits(Number(purchase.amount));
  if (grossMinor === 0) return; // nothing earned, nothing to transfer
  const feeMinor = platformFeeMinor(grossMinor, feePercentage);
  await tx
    .insert(businessEarnings)
    .values({
      businessId: profile.businessId,
      purchaseId: purchase.id,
      currency: purchase.currency,
      grossAmount: usdText(grossMinor),
      feePercentage: feePercentage.toFixed(2),
      feeAmount: usdText(feeMinor),
      netAmount: usdText(grossMinor - feeMinor),
    })
    .onConflictDoNothing({ target: businessEarnings.purchaseId });
}
