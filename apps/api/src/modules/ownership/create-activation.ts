import { ACTIVATION_QR_TTL_MS, type ActivationCard, isKeyExpired, MESSAGES } from '@keyclub/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { copyDisputed, resaleUnderWay } from '../../db/copy-cards.ts';
import { activations, tokenProfiles, tokens } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { syncKeys } from '../../read-models/key-sync.ts';
import { takeOrRefuse } from '../../throttle/retry-later.ts';
import { toActivationCard } from './activation-rows.ts';
import { CARD_SHOWS_PER_HOUR, cardShowAllowances } from './card-show-limit.ts';
import { readDoorDetails } from './door-details.ts';

/**
 * Whether the caller's copy `tokenId` has expired, judged as the owned detail judges it (R10): by the
 * chain's clock, the key re-read when its cache is stale (outside any transaction). A copy that is
 * not the caller's, or whose key moved to someone else, is a 404.
 */
async function expiredCopy(deps: AppDeps, auth: AuthContext, tokenId: number): Promise<boolean> {
  const [row] = await deps.db
    .select({ token: tokens, lock: tokenProfiles.contractAddress })
    .from(tokens)
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
    .where(eq(tokens.id, tokenId));
  if (!row || row.token.parentId === null || row.token.ownerId !== auth.userId) throw notFound();
  const sync = await syncKeys(deps, [{ ...row.token, lock: row.lock }]);
  if (sync.moved) throw notFound();
  const fresh = sync.fresh.get(tokenId);
  return isKeyExpired(fresh ? fresh.expiresAt : row.token.expiresAt, sync.now);
}

/** Ours (issue 34): the copy's card payment is disputed with the bank (no card until it closes), or was charged back. */
export const DISPUTED_CARD_MESSAGE = {
  OPEN: 'The payment for this Membership is disputed with your bank. Its card can be shown again once the dispute is closed.',
  LOST: 'The payment for this Membership was returned by your bank, so this Membership has no card.',
  REFUNDED: 'The payment for this Membership was refunded, so this Membership has no card.',
} as const;

export const tooManyCardsMessage = (retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `You have shown ${CARD_SHOWS_PER_HOUR} membership cards in the last hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/**
 * POST /tokens/{id}/activations: a new membership card for the caller's own copy, its QR code valid
 * for ACTIVATION_QR_TTL_MS. Refused while the membership is invalid (profile not ACTIVE, key expired
 * by the chain's clock, R10) or an activation is still inside its window (the lockout, R9). The
 * copy's row is locked, so this and an activation of the same copy run one after the other, and the
 * earlier PENDING card is archived: one card at a time (`activations_one_pending_key`). A listed
 * copy, or one a buyer is paying for, shows no card: it could be sold before the card is used; nor
 * does one whose card payment is disputed, until the dispute closes (issue 34). The
 * card records the caller as its owner (activate.ts admits it only while they hold the copy). Every
 * attempt counts against the caller's card show allowance (card-show-limit.ts) first (each reads the chain and writes rows).
 */
export async function createActivation(
  deps: AppDeps,
  auth: AuthContext,
  tokenId: number,
): Promise<ActivationCard> {
  await takeOrRefuse(deps.db, cardShowAllowances(auth.userId), (_, retryAfterMs) =>
    tooManyCardsMessage(retryAfterMs),
  );
  const expired = await expiredCopy(deps, auth, tokenId);
  const now = new Date();
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: tokens, title: tokenProfiles.title, profileStatus: tokenProfiles.status })
      .from(tokens)
      .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
      .where(eq(tokens.id, tokenId))
      .for('update', { of: tokens });
    if (!row || row.token.ownerId !== auth.userId) throw notFound();
    const { token, title } = row;
    // A paused membership (ARCHIVED) still admits its holders until their keys expire.
    if (row.profileStatus === 'PENDING' || expired) {
      // A copy whose payment came back says so, also once its key was expired on chain for it.
      const dispute = expired ? await copyDisputed(tx, tokenId) : null;
      throw new HttpError(409, dispute ? DISPUTED_CARD_MESSAGE[dispute] : MESSAGES.activation.invalid(title));
    }
    return openCard(tx, token, auth.userId, title, now);
  });
  return toActivationCard(deps, created, await readDoorDetails(deps, tokenId), 'owner', now);
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A new PENDING card of copy `tokenId` for `ownerId`, its QR code valid for ACTIVATION_QR_TTL_MS,
 * inside the caller's transaction, which holds the copy's row lock. A listed copy, one a buyer is
 * paying for or whose card payment is disputed shows no card; nor one inside an activation's window
 * (the lockout, R9). The copy's earlier PENDING card is archived: one card at a time.
 */
export async function openCard(
  tx: Tx,
  copy: { id: number; isOpenForSale: boolean },
  ownerId: number,
  title: string,
  now: Date,
) {
  const tokenId = copy.id;
  if (copy.isOpenForSale) throw new HttpError(409, MESSAGES.activation.onSale);
  if (await resaleUnderWay(tx, tokenId)) throw new HttpError(409, MESSAGES.sell.purchaseInProgress);
  // The dispute's webhook locks this row too (payout-events.ts), so a card made as it lands is archived.
  const dispute = await copyDisputed(tx, tokenId);
  if (dispute) throw new HttpError(409, DISPUTED_CARD_MESSAGE[dispute]);

  const [active] = await tx
    .select({ id: activations.id })
    .from(activations)
    .where(
      and(
        eq(activations.tokenId, tokenId),
        eq(activations.status, 'ACTIVE'),
        gt(activations.activationEndAt, now),
      ),
    )
    .limit(1);
  if (active) throw new HttpError(409, MESSAGES.activation.alreadyActivated(title));

  await tx
    .update(activations)
    .set({ status: 'ARCHIVED' })
    .where(and(eq(activations.tokenId, tokenId), eq(activations.status, 'PENDING')));
  const [created] = await tx
    .insert(activations)
    .values({
      tokenId,
      ownerId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACTIVATION_QR_TTL_MS),
    })
    .returning();
  if (!created) throw new Error('Inserting the activation returned nothing');
  return created;
}
