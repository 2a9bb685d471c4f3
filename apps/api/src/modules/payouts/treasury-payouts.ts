import { usdToTokenUnits } from '@keyclub/chain';
import { toMinorUnits } from '@keyclub/domain';
import { and, asc, desc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Address } from 'viem';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import {
  payoutWallets,
  purchases,
  type resalePayouts,
  treasuryPayouts,
  wallets,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import {
  TREASURY_PAYOUT_WRITE,
  type TreasuryPayoutPayload,
  treasuryPayoutSubject,
} from './treasury-payout-write.ts';

type ResalePayout = typeof resalePayouts.$inferInsert;
type TreasuryPayout = typeof treasuryPayouts.$inferSelect;
export type TreasuryPayoutDeps = Pick<AppDeps, 'db' | 'chain' | 'chainWrites' | 'env' | 'logger'>;

/**
 * The hook a crypto resale calls in the transaction that finishes it (the key moved, `resale_payouts`
 * written): the seller's share and the business's commission become WAITING treasury payouts, in
 * the stablecoin's base units (cents × 10⁴, so exact). The fee is never paid out: it is what stays
 * in the treasury. A share of 0 writes nothing; a replay nothing twice.
 */
export async function recordTreasuryShares(tx: Tx, payout: ResalePayout): Promise<void> {
  const shares = [
    { payee: 'SELLER', userId: payout.sellerId, businessId: null, amount: payout.sellerAmount },
    { payee: 'BUSINESS', userId: null, businessId: payout.businessId, amount: payout.commissionAmount },
  ].filter((share) => toMinorUnits(Number(share.amount)) > 0);
  if (shares.length === 0) return;
  await tx
    .insert(treasuryPayouts)
    .values(
      shares.map((share) => ({
        ...share,
        purchaseId: payout.purchaseId,
        units: usdToTokenUnits(Number(share.amount)).toString(),
      })),
    )
    .onConflictDoNothing();
}

/** Where a share goes: the seller's newest verified wallet, or the business's payout wallet. */
async function walletOf(tx: Tx, share: TreasuryPayout): Promise<Address | null> {
  if (share.payee === 'BUSINESS') {
    const [wallet] = await tx
      .select({ address: payoutWallets.address })
      .from(payoutWallets)
      .where(eq(payoutWallets.businessId, share.businessId ?? 0));
    return (wallet?.address as Address | undefined) ?? null;
  }
  const [wallet] = await tx
    .select({ address: wallets.address })
    .from(wallets)
    .where(and(eq(wallets.userId, share.userId ?? 0), isNotNull(wallets.verifiedAt)))
    .orderBy(desc(wallets.verifiedAt), desc(wallets.id))
    .limit(1);
  return (wallet?.address as Address | undefined) ?? null;
}

/**
 * In one short transaction holding the share's row (FOR UPDATE SKIP LOCKED: another pass or API
 * process leaves it alone): a refunded or failed purchase cancels it; a delivered one whose payee
 * has a wallet gets its one chain write recorded (the live subject allows no second) and is
 * SENDING with its recipient fixed. Anything else keeps it WAITING. Answers the write to drive.
 */
async function startShare(
  deps: TreasuryPayoutDeps,
  shareId: number,
  from: { token: Address; treasury: Address },
) {
  return deps.db.transaction(async (tx) => {
    const [share] = await tx
      .select()
      .from(treasuryPayouts)
      .where(and(eq(treasuryPayouts.id, shareId), eq(treasuryPayouts.status, 'WAITING')))
      .for('update', { skipLocked: true });
    if (!share) return null;
    const [purchase] = await tx
      .select({ status: purchases.status })
      .from(purchases)
      .where(eq(purchases.id, share.purchaseId));
    if (purchase?.status === 'REFUNDED' || purchase?.status === 'FAILED') {
      await tx.update(treasuryPayouts).set({ status: 'CANCELLED' }).where(eq(treasuryPayouts.id, share.id));
      return null;
    }
    if (purchase?.status !== 'FULFILLED') return null;
    const recipient = await walletOf(tx, share);
    if (!recipient) return null;
    const payload: TreasuryPayoutPayload = { payoutId: share.id, ...from, recipient, amount: share.units };
    const write = await deps.chainWrites.record(tx, {
      kind: TREASURY_PAYOUT_WRITE,
      payload,
      subject: treasuryPayoutSubject(share.id),
      businessId: share.businessId ?? undefined,
    });
    if (!write) return null;
    await tx
      .update(treasuryPayouts)
      .set({ status: 'SENDING', recipient, chainWriteId: write.id, retryAfter: null })
      .where(eq(treasuryPayouts.id, share.id));
    return write.id;
  });
}

/**
 * Starts the payment of every WAITING share that is due (up to `limit`, oldest first) and answers
 * how many it started; each write is then driven (and resumed after a restart) by the chain writes.
 * A payee without a wallet keeps its share waiting until it links one.
 */
export async function payTreasuryShares(deps: TreasuryPayoutDeps, limit = 50): Promise<number> {
  const treasury = deps.env.platformTreasuryAddress;
  if (!treasury) return 0;
  const waiting = await deps.db
    .select({ id: treasuryPayouts.id })
    .from(treasuryPayouts)
    .where(
      and(
        eq(treasuryPayouts.status, 'WAITING'),
        or(isNull(treasuryPayouts.retryAfter), lt(treasuryPayouts.retryAfter, new Date())),
      ),
    )
    .orderBy(asc(treasuryPayouts.id))
    .limit(limit);
  if (waiting.length === 0) return 0;
  const token = (await deps.chain.deployment()).usdToken;
  let started = 0;
  for (const { id } of waiting) {
    const writeId = await startShare(deps, id, { token, treasury });
    if (writeId === null) continue;
    started += 1;
    void deps.chainWrites.drive(writeId);
  }
  return started;
}
