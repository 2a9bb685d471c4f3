import { usdToTokenUnits } from '@keyclub/chain';
import type { CryptoPurchaseRequest, PurchaseResult } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import type { Hex } from 'viem';
import { purchases } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { mailFulfilledPurchase } from '../purchases/purchase-mails.ts';
import { claimResalePayment, resaleClaimResult } from './claim-resale-payment.ts';
import { linkedWallet, loadClaimSource } from './claim-source.ts';
import { recordClaim, transactionClaimed } from './record-claim.ts';
import { verifyClaimedTransaction } from './verify-transaction.ts';
import { unclaimedWalletHold } from './wallet-resale-hold.ts';

const PENDING: PurchaseResult = { pending: true, token_id: null, error: null };

/** A transaction already claimed: the same claim again answers its copy, anyone else's is 409. */
async function earlierClaim(deps: AppDeps, userId: number, tokenId: number, hash: Hex) {
  const [claimed] = await deps.db.select().from(purchases).where(eq(purchases.txHash, hash));
  if (!claimed) return null;
  if (claimed.userId !== userId || claimed.sourceTokenId !== tokenId) throw transactionClaimed();
  if (claimed.kind === 'RESALE') return resaleClaimResult(deps, claimed);
  return { pending: false, token_id: claimed.resultTokenId, error: null } satisfies PurchaseResult;
}

/**
 * POST /tokens/{id}/purchase?crypto=true: the buyer paid the lock from a verified wallet of theirs;
 * the transaction is checked on chain (R7) with no database transaction open, then recorded (R2).
 * `pending` while it is not mined (after 30 s) or lacks CHAIN_CONFIRMATIONS; a replay answers the
 * stored copy. On a resale listing the caller held for their wallet, the claim is its payment.
 */
export async function claimCryptoPurchase(
  deps: AppDeps,
  auth: AuthContext,
  tokenId: number,
  request: CryptoPurchaseRequest,
): Promise<PurchaseResult> {
  const hash = request.tx_hash.toLowerCase() as Hex;
  const replay = await earlierClaim(deps, auth.userId, tokenId, hash);
  if (replay) return replay;
  // A resale listing the caller held for their wallet: the payment went to the treasury.
  const walletHold = await unclaimedWalletHold(deps, auth.userId, tokenId);
  if (walletHold) return claimResalePayment(deps, walletHold, request);

  const source = await loadClaimSource(deps, auth.userId, tokenId);
  const wallet = await linkedWallet(deps, auth.userId, request.wallet_address);
  const keyId = BigInt(request.token_id_bc);
  const verified = await verifyClaimedTransaction(deps, {
    hash,
    wallet,
    lock: source.lock,
    kind: source.kind,
    keyId,
    ownKeyId: source.token.tokenIdBc === null ? null : BigInt(source.token.tokenIdBc),
    // What the card checkout charges for it. A lock's renewal price hook charges `extend` the renewal
    // price; a lock without it charges its key price, refused here when under the renewal price.
    price: usdToTokenUnits(
      Number(source.kind === 'PURCHASE' ? source.profile.price : source.profile.renewalPrice),
    ),
  });
  if (!verified) return PENDING;

  const recorded = await recordClaim(deps, { userId: auth.userId, source, hash, wallet, keyId, ...verified });
  if (recorded) {
    // The purchased and sold mails, after commit; the purchase stands whatever the mail server says.
    await mailFulfilledPurchase(deps, recorded.purchaseId).catch((error: unknown) =>
      deps.logger.error({ err: error, purchase: recorded.purchaseId }, 'mailing a crypto purchase failed'),
    );
    return { pending: false, token_id: recorded.copyId, error: null };
  }
  // Claimed by a concurrent request meanwhile: answer as a replay.
  return (await earlierClaim(deps, auth.userId, tokenId, hash)) ?? PENDING;
}
