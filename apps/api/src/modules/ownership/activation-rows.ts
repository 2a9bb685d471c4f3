import type { Activation, ActivationCard } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { activations, tokenProfiles, tokens } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { activationLinkUrl, doorCode } from './activation-link.ts';
import type { DoorDetails } from './door-details.ts';

type ActivationRow = typeof activations.$inferSelect;

/** What the activation calls read with an activation: its copy and the copy's membership. */
export const cardColumns = {
  activation: activations,
  token: {
    id: tokens.id,
    parentId: tokens.parentId,
    ownerId: tokens.ownerId,
    businessId: tokens.businessId,
    tokenIdBc: tokens.tokenIdBc,
    ownerWalletAddress: tokens.ownerWalletAddress,
    expiresAt: tokens.expiresAt,
  },
  profile: {
    id: tokenProfiles.id,
    title: tokenProfiles.title,
    status: tokenProfiles.status,
    contractAddress: tokenProfiles.contractAddress,
    lockoutPeriod: tokenProfiles.lockoutPeriod,
    lockoutPeriodType: tokenProfiles.lockoutPeriodType,
  },
};

/** An activation with its copy and membership, in one query; undefined when there is none. */
export async function loadActivationCard(deps: AppDeps, activationId: number) {
  const [row] = await deps.db
    .select(cardColumns)
    .from(activations)
    .innerJoin(tokens, eq(tokens.id, activations.tokenId))
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
    .where(eq(activations.id, activationId));
  return row;
}

export type CardRow = NonNullable<Awaited<ReturnType<typeof loadActivationCard>>>;

/**
 * Who may see a copy's activations: its owner (the card), or the issuing business (its staff
 * activate it). Anyone else is null and gets a 404.
 */
export function viewerOf(
  auth: AuthContext,
  token: { parentId: number | null; ownerId: number | null; businessId: number },
): 'owner' | 'staff' | null {
  if (token.parentId === null) return null;
  if (auth.role === 'CONSUMER' && token.ownerId === auth.userId) return 'owner';
  if (auth.role === 'BUSINESS' && auth.businessId === token.businessId) return 'staff';
  return null;
}

/** R9: ARCHIVED, a PENDING card past its QR validity, or an ACTIVE one past its window. */
export function isActivationExpired(activation: ActivationRow, now: Date): boolean {
  if (activation.status === 'ARCHIVED') return true;
  if (activation.status === 'PENDING') return activation.expiresAt <= now;
  return activation.activationEndAt !== null && activation.activationEndAt <= now;
}

export const isShowable = (activation: ActivationRow, now: Date) =>
  activation.status === 'PENDING' && activation.expiresAt > now;

export function toActivation(activation: ActivationRow, now: Date): Activation {
  return {
    id: activation.id,
    token_id: activation.tokenId,
    status: activation.status,
    is_expired: isActivationExpired(activation, now),
    activated_at: activation.activatedAt?.toISOString() ?? null,
    activation_end_at: activation.activationEndAt?.toISOString() ?? null,
  };
}

/** The card as `viewer` sees it: the QR link and door code only for the owner, while it can be activated. */
export function toActivationCard(
  deps: AppDeps,
  activation: ActivationRow,
  door: DoorDetails,
  viewer: 'owner' | 'staff',
  now: Date,
): ActivationCard {
  const showQr = viewer === 'owner' && isShowable(activation, now);
  return {
    ...toActivation(activation, now),
    title: door.title,
    qr_url: showQr ? activationLinkUrl(deps.env, activation.id, activation.expiresAt) : null,
    generated_at: activation.createdAt.toISOString(),
    expires_at: activation.expiresAt.toISOString(),
    code_valid_ms: Math.max(0, activation.expiresAt.getTime() - now.getTime()),
    holder_name: door.holderName,
    membership_expires_at: door.membershipExpiresAt?.toISOString() ?? null,
    perks: door.perks,
    door_code: showQr ? doorCode(deps.env.activationLinkSecret, activation.id, activation.expiresAt) : null,
  };
}
