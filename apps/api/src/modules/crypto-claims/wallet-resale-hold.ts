import { usdToTokenUnits } from '@keyclub/chain';
import { MESSAGES, type WalletResaleHoldRequest, type WalletResalePayment } from '@keyclub/domain';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { type Address, isAddressEqual } from 'viem';
import { purchases } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { loadCheckoutSource } from '../purchases/checkout-source.ts';
import { CHECKOUT_HOLD_MS, failPurchase, holdListing } from '../purchases/hold.ts';
import { assertHoldAllowed } from '../purchases/hold-limit.ts';
import { isConcurrentAttempt, liveAttempt } from '../purchases/live-attempt.ts';
import { linkedWallet } from './claim-source.ts';

type Purchase = typeof purchases.$inferSelect;

/** The wallet hold of `userId` on `listingId` not yet claimed by a transaction: live, or lapsed. */
export async function unclaimedWalletHold(deps: AppDeps, userId: number, listingId: number) {
  const [hold] = await deps.db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.sourceTokenId, listingId),
        eq(purchases.provider, 'crypto'),
        eq(purchases.kind, 'RESALE'),
        isNull(purchases.txHash),
        inArray(purchases.status, ['PENDING', 'FAILED']),
      ),
    )
    .orderBy(desc(purchases.id))
    .limit(1);
  return hold;
}

const paymentOf = async (deps: AppDeps, hold: Purchase, payTo: Address): Promise<WalletResalePayment> => ({
  pay_to: payTo,
  token_address: (await deps.chain.deployment()).usdToken,
  amount: Number(hold.amount),
  amount_units: usdToTokenUnits(Number(hold.amount)).toString(),
  reserved_until: (hold.reservedUntil ?? new Date()).toISOString(),
});

/**
 * POST /tokens/{id}/purchase/hold (ours): before a wallet pays a resale listing, the listing is held
 * for the buyer as a card checkout holds it (R1), so a second buyer is refused before paying anything.
 * Answers what to pay: the listing's total in the stablecoin, to the platform's treasury. The same
 * buyer asking again answers the same hold; a card checkout of theirs still open is replaced (a late
 * card payment of it is refunded, as for any failed attempt). A new hold counts against the buyer's
 * and `clientIp`'s hold limits, as a card checkout's does (hold-limit.ts).
 */
export async function holdResaleForWallet(
  deps: AppDeps,
  auth: AuthContext,
  listingId: number,
  request: WalletResaleHoldRequest,
  clientIp: string,
): Promise<WalletResalePayment> {
  const payTo = deps.env.platformTreasuryAddress;
  if (!payTo) throw new HttpError(409, MESSAGES.checkout.walletResaleUnavailable);

  const live = await liveAttempt(deps, auth.userId, listingId);
  if (live) {
    if (live.status === 'PAID') throw new HttpError(409, MESSAGES.sell.purchaseInProgress);
    const wallet = await linkedWallet(deps, auth.userId, request.wallet_address);
    const lapsed = (live.reservedUntil?.getTime() ?? 0) <= Date.now();
    const sameHold = live.provider === 'crypto' && isAddressEqual(live.walletAddress as Address, wallet);
    if (sameHold && !lapsed) return paymentOf(deps, live, payTo);
    await deps.db.transaction((tx) =>
      failPurchase(tx, live.id, 'Replaced by a wallet payment of the listing.', ['PENDING']),
    );
  }

  // What the caller may see and buy first (404 / 409 as for a card checkout), then their wallet.
  const source = await loadCheckoutSource(deps, auth, listingId);
  if (source.kind !== 'RESALE') throw new HttpError(409, MESSAGES.checkout.notOnSale);
  const wallet = await linkedWallet(deps, auth.userId, request.wallet_address);
  try {
    const hold = await deps.db.transaction(async (tx) => {
      await assertHoldAllowed(tx, { userId: auth.userId, clientIp, sourceTokenId: source.token.id });
      if (!(await holdListing(tx, source.token, auth.userId)))
        throw new HttpError(409, MESSAGES.checkout.notOnSale);
      const [inserted] = await tx
        .insert(purchases)
        .values({
          userId: auth.userId,
          tokenProfileId: source.profile.id,
          sourceTokenId: source.token.id,
          provider: 'crypto',
          kind: 'RESALE',
          amount: source.amount,
          currency: source.profile.currency,
          walletAddress: wallet,
          reservedUntil: new Date(Date.now() + CHECKOUT_HOLD_MS),
          clientIp,
        })
        .returning();
      if (!inserted) throw new Error('Inserting the wallet hold returned nothing');
      return inserted;
    });
    return paymentOf(deps, hold, payTo);
  } catch (error) {
    // The same buyer asked twice at once (the loser meets the winner's hold or its unique attempt):
    // answer the hold that won.
    if (!isConcurrentAttempt(error) && !(error instanceof HttpError)) throw error;
    const winner = await liveAttempt(deps, auth.userId, listingId);
    if (winner?.provider !== 'crypto' || winner.status !== 'PENDING') throw error;
    return paymentOf(deps, winner, payTo);
  }
}
