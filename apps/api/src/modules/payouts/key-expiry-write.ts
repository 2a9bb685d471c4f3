import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { type Address, isAddressEqual } from 'viem';
import { type ChainWriteKind, payloadOf, type Tx } from '../../chain-writes/chain-write-kind.ts';
import { keyExpiryKey, resaleUnderWay } from '../../db/copy-cards.ts';
import { chainWrites, purchases, tokenProfiles, tokens } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';

export const KEY_EXPIRY_WRITE = 'payout.expire-key';

/** The key a refunded or charged-back purchase delivered, as its buyer holds it (copy `copyId`). */
export type KeyExpiryPayload = {
  purchaseId: number;
  copyId: number;
  buyerId: number;
  lock: Address;
  keyId: string;
  /** The buyer's address holding the key when the money came back. */
  holder: Address;
  /**
   * A renewal's: the key ends here (unix seconds; the chain's time if later), its expiry less the
   * period the renewal added. Fixed when recorded, so a resend after a restart takes it back once.
   */
  until?: string;
};

/**
 * Whether the buyer still holds the copy in the database, at the address its key was delivered to,
 * and no resale of it is under way: a resale to someone who paid moves the key on (theirs is not
 * expired), and one whose transfer is signed but not yet mined would otherwise hand over a key this
 * expiry, signed after it, ends. Asked under the signer lock; false sends nothing until it settles.
 */
async function buyerStillHolds(tx: Tx, payload: KeyExpiryPayload): Promise<boolean> {
  if (await resaleUnderWay(tx, payload.copyId)) return false;
  const [copy] = await tx
    .select({ id: tokens.id })
    .from(tokens)
    .where(
      and(
        eq(tokens.id, payload.copyId),
        eq(tokens.ownerId, payload.buyerId),
        eq(sql`lower(${tokens.ownerWalletAddress})`, payload.holder.toLowerCase()),
        eq(tokens.tokenIdBc, payload.keyId),
      ),
    );
  return copy !== undefined;
}

/**
 * The seconds a fulfilled renewal added to its key: its delivering write's (`purchase:<id>`, the
 * lock's `extend`) duration, as the lock added it then, whatever the membership says now.
 */
const renewedSeconds = sql<string | null>`(select ${chainWrites.payload}->>'duration' from ${chainWrites}
  where ${chainWrites.subject} = 'purchase:' || ${purchases.id} and ${chainWrites.status} = 'DONE'
    and ${chainWrites.payload}->>'duration' is not null limit 1)`;

/**
 * Where a refunded renewal's key ends: its cached expiry less the period the renewal added, so the
 * renewed period goes and the period paid before stays (docs/decisions/payouts.md). Undefined (the
 * key ends now) when either is unknown.
 */
function renewalTakenBack(expiresAt: Date | null, seconds: string | null): string | undefined {
  if (expiresAt === null || seconds === null) return undefined;
  return (BigInt(Math.floor(expiresAt.getTime() / 1000)) - BigInt(seconds)).toString();
}

/**
 * Records, in the transaction that marks the payment refunded or its dispute lost, one
 * `payout.expire-key` write for each key the payment delivered that its buyer still holds, on a lock
 * Keyclub manages (an imported lock's keys are not ours to end). A purchase's key ends now; a
 * renewal's loses the period it added (`until`). The caller drives the ids after its commit. Without
 * it the thief who pays, gets the key and charges back keeps a key valid on chain wherever a door or
 * an app reads the lock (issue 34 item 3).
 */
export async function recordKeyExpiries(
  tx: Tx,
  deps: Pick<AppDeps, 'chainWrites'>,
  paymentId: string,
): Promise<number[]> {
  const keys = await tx
    .select({
      purchaseId: purchases.id,
      copyId: tokens.id,
      buyerId: purchases.userId,
      lock: tokenProfiles.contractAddress,
      keyId: tokens.tokenIdBc,
      holder: tokens.ownerWalletAddress,
      kind: purchases.kind,
      expiresAt: tokens.expiresAt,
      renewedSeconds,
    })
    .from(purchases)
    .innerJoin(tokens, and(eq(tokens.id, purchases.resultTokenId), eq(tokens.ownerId, purchases.userId)))
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
    .where(
      and(
        eq(purchases.externalPaymentId, paymentId),
        isNotNull(purchases.fulfilledAt),
        inArray(purchases.status, ['FULFILLED', 'REFUNDED']),
        eq(tokenProfiles.contractType, 'INTERNAL'),
        isNotNull(tokenProfiles.contractAddress),
        isNotNull(tokens.tokenIdBc),
        isNotNull(tokens.ownerWalletAddress),
      ),
    );
  const ids: number[] = [];
  for (const { kind, expiresAt, renewedSeconds: seconds, ...key } of keys) {
    const idempotency = keyExpiryKey(key.purchaseId);
    const until = kind === 'RENEWAL' ? renewalTakenBack(expiresAt, seconds) : undefined;
    const write = await deps.chainWrites.record(tx, {
      kind: KEY_EXPIRY_WRITE,
      payload: { ...key, ...(until ? { until } : {}) } as KeyExpiryPayload,
      subject: idempotency,
      idempotency: { key: idempotency, requestHash: idempotency },
    });
    if (write) ids.push(write.id);
  }
  return ids;
}

/**
 * Ends the key as lock manager (`setKeyExpiration`, lock-calls' `expireKey`) at the chain's time, or
 * a renewal's at `until` if later. Reads the chain first: a key already ending by then, or held by
 * another address (moved on), needs nothing, so a second driver or a resend after a restart
 * converges to one expiry (resendable). The buyer must still hold the copy in the database when the
 * call is signed (stillWanted).
 */
export const keyExpiryWrite: ChainWriteKind = {
  resendable: true,
  async nextCall(deps, write) {
    const { lock, keyId, holder, until } = payloadOf<KeyExpiryPayload>(write);
    const {
      now,
      keys: [key],
    } = await deps.chain.readKeys([{ lock, keyId: BigInt(keyId) }]);
    if (!key || !isAddressEqual(key.owner, holder)) return null;
    const chainNow = BigInt(Math.floor(now.getTime() / 1000));
    const ends = until !== undefined && BigInt(until) > chainNow ? BigInt(until) : chainNow;
    if (key.expiresAt !== null && BigInt(Math.floor(key.expiresAt.getTime() / 1000)) <= ends) return null;
    return { type: 'expireKey', lock, tokenId: keyId, expiration: ends.toString() };
  },
  stillWanted: (tx, write) => buyerStillHolds(tx, payloadOf<KeyExpiryPayload>(write)),
  async finish(tx, _deps, write) {
    const { copyId, keyId } = payloadOf<KeyExpiryPayload>(write);
    const expiration = write.result.keyExpiration;
    if (typeof expiration !== 'string') return { expired: false };
    // The cached expiry follows the chain (the copy shows as expired).
    await tx
      .update(tokens)
      .set({ expiresAt: new Date(Number(expiration) * 1000), chainSyncedAt: new Date() })
      .where(and(eq(tokens.id, copyId), eq(tokens.tokenIdBc, keyId)));
    return { expired: true };
  },
  async abandon(deps, write) {
    deps.logger.error(
      { write: write.id, payload: write.payload, error: write.error },
      'a refunded or charged-back key could not be expired on chain: it stays valid until it is',
    );
  },
};
