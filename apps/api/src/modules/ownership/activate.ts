import {
  ACTIVATION_DEFAULT_WINDOW_HOURS,
  type ActivationCard,
  type ActivationLink,
  type DurationUnit,
  MESSAGES,
} from '@keyclub/domain';
import { and, eq, gt } from 'drizzle-orm';
import { getAddress, isAddressEqual } from 'viem';
import { ChainRefusedError, ChainUnavailableError } from '../../adapters/chain/chain-port.ts';
import { resaleUnderWay } from '../../db/copy-cards.ts';
import { activations, tokens } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { isSignedActivationLink } from './activation-link.ts';
import { type CardRow, loadActivationCard, toActivationCard } from './activation-rows.ts';
import { readDoorDetails } from './door-details.ts';
import { mailRedeemed } from './redeemed-mail.ts';

const HOUR_MS = 3_600_000;
const UNIT_MS: Record<DurationUnit, number> = { HOURS: HOUR_MS, DAYS: 24 * HOUR_MS };

/** R9: an activation lasts the membership's lockout period, or ACTIVATION_DEFAULT_WINDOW_HOURS without one. */
export const activationWindowMs = (profile: { lockoutPeriod: number; lockoutPeriodType: DurationUnit }) =>
  profile.lockoutPeriod > 0
    ? profile.lockoutPeriod * UNIT_MS[profile.lockoutPeriodType]
    : ACTIVATION_DEFAULT_WINDOW_HOURS * HOUR_MS;

/**
 * The copy's key on chain, read outside any transaction: valid now by the chain's clock and still
 * held where the copy says. A chain that cannot answer is the spec's activation failure (503).
 */
async function keyOnChain(deps: AppDeps, row: CardRow) {
  const { contractAddress } = row.profile;
  const { tokenIdBc, ownerWalletAddress } = row.token;
  if (!contractAddress || tokenIdBc === null || !ownerWalletAddress) return null;
  const lock = getAddress(contractAddress);
  const keyId = BigInt(tokenIdBc);
  try {
    const [valid, key] = await Promise.all([
      deps.chain.isKeyValid(lock, keyId),
      deps.chain.readKey(lock, keyId),
    ]);
    return valid && isAddressEqual(key.owner, getAddress(ownerWalletAddress)) ? key : null;
  } catch (error) {
    if (error instanceof ChainUnavailableError || error instanceof ChainRefusedError) {
      deps.logger.warn({ err: error, activation: row.activation.id }, 'reading the key to activate failed');
      throw new HttpError(503, MESSAGES.activation.failed);
    }
    throw error;
  }
}

/**
 * POST /tokens/{id}/activate ({id} = activation), R9: staff of the business that issued the
 * membership activate a card shown to them. The QR link's signature and expiry, the card's state
 * and the key on chain are checked first; then, under the copy's row lock, that the card's owner
 * still holds the copy, off sale and with no buyer paying for it (a card shown before a resale
 * admits nobody after it); then one conditional UPDATE decides, so of two staff
 * activating the same card at once exactly one succeeds and the other is told it is already
 * activated. The redeemed mail goes out after commit.
 */
export async function activate(
  deps: AppDeps,
  auth: AuthContext,
  activationId: number,
  link: ActivationLink,
): Promise<ActivationCard> {
  const row = await loadActivationCard(deps, activationId);
  if (!row) throw notFound();
  const { title } = row.profile;
  const signed = isSignedActivationLink(deps.env.activationLinkSecret, activationId, link);
  if (auth.businessId === null || auth.businessId !== row.token.businessId) {
    // A card of another business: said plainly to staff who were shown it, hidden from guessers.
    if (!signed) throw notFound();
    throw new HttpError(403, MESSAGES.activation.otherBusiness);
  }
  const invalid = () => new HttpError(409, MESSAGES.activation.invalid(title));
  const alreadyActivated = () => new HttpError(409, MESSAGES.activation.alreadyActivated(title));
  // A genuine code shown too late: the member refreshes it. A forged one (bad signature) is invalid.
  const codeExpired = () => new HttpError(409, MESSAGES.activation.codeExpired);

  const checkedAt = new Date();
  if (!signed) throw invalid();
  if (row.activation.status === 'ACTIVE') throw alreadyActivated();
  if (row.activation.status !== 'PENDING') throw invalid();
  if (link.exp * 1000 <= checkedAt.getTime() || row.activation.expiresAt <= checkedAt) throw codeExpired();
  // No holder any more (R10 found the key in a wallet of nobody here): nobody may use the card.
  // A paused membership (ARCHIVED) still admits its holders until their keys expire.
  if (row.profile.status === 'PENDING' || row.token.ownerId === null) throw invalid();
  if (row.activation.ownerId !== row.token.ownerId) throw invalid();
  const key = await keyOnChain(deps, row);
  if (!key) throw invalid();

  const activatedAt = new Date();
  const activationEndAt = new Date(activatedAt.getTime() + activationWindowMs(row.profile));
  const activated = await deps.db.transaction(async (tx) => {
    // The copy's row orders this against a new card being made for it (create-activation.ts).
    const [copy] = await tx
      .select({ ownerId: tokens.ownerId, isOpenForSale: tokens.isOpenForSale })
      .from(tokens)
      .where(eq(tokens.id, row.token.id))
      .for('update');
    const held = copy?.ownerId === row.activation.ownerId && copy.ownerId !== null && !copy.isOpenForSale;
    if (!held || (await resaleUnderWay(tx, row.token.id))) throw invalid();
    const [updated] = await tx
      .update(activations)
      .set({ status: 'ACTIVE', activatedAt, activationEndAt, activatedById: auth.userId })
      .where(
        and(
          eq(activations.id, activationId),
          eq(activations.status, 'PENDING'),
          gt(activations.expiresAt, activatedAt),
        ),
      )
      .returning();
    if (!updated) return null;
    // R10: the key's expiry as the chain has it now.
    await tx
      .update(tokens)
      .set({ expiresAt: key.expiresAt, chainSyncedAt: activatedAt })
      .where(eq(tokens.id, row.token.id));
    return updated;
  });
  if (!activated) {
    const [now] = await deps.db
      .select({ status: activations.status })
      .from(activations)
      .where(eq(activations.id, activationId));
    if (now?.status === 'ACTIVE') throw alreadyActivated();
    throw now?.status === 'PENDING' ? codeExpired() : invalid();
  }

  const redeemed = { ownerId: row.token.ownerId, businessId: row.token.businessId, title, activatedAt };
  await mailRedeemed(deps, { ...redeemed, endsAt: activationEndAt }).catch((error: unknown) =>
    deps.logger.error({ err: error, activation: activationId }, 'mailing a redeemed membership failed'),
  );
  return toActivationCard(deps, activated, await readDoorDetails(deps, row.token.id), 'staff', new Date());
}
