import type { Token } from '../entities/token.ts';

/**
 * What the owned detail offers its owner (SPEC section 2 Owned detail, section 5):
 * - `membershipCard`: the key has not expired and the profile is ACTIVE, or paused (ARCHIVED: holders
 *   keep access until their keys expire, docs/decisions/membership-lifecycle.md);
 * - `renew`: the key has expired and the profile is ACTIVE (Renew Membership; a paused one renews nothing);
 * - `reservation`: Make Reservation is `hidden` without gates, `enabled` only while the owner status
 *   is ACTIVE, else `disabled`;
 * - `sell` (ours, docs/decisions/ownership.md): Sell Membership, to the Sell page, when the key is known
 *   not to have expired (an owner status that is not EXPIRED) and the profile is ACTIVE and INTERNAL, as
 *   the dashboard row's Sell and the API's listing rules have it.
 */
export type OwnedDetailActions = {
  membershipCard: boolean;
  renew: boolean;
  sell: boolean;
  reservation: 'hidden' | 'disabled' | 'enabled';
};

type OwnedToken = Pick<Token, 'owner_info'> & {
  profile: Pick<Token['profile'], 'status' | 'gate' | 'contract_type'>;
};

export function ownedDetailActions(token: OwnedToken): OwnedDetailActions {
  const expired = token.owner_info?.status === 'EXPIRED';
  const sellable = token.profile.status === 'ACTIVE';
  return {
    membershipCard: !expired && token.profile.status !== 'PENDING',
    renew: expired && sellable,
    sell: token.owner_info !== null && !expired && sellable && token.profile.contract_type === 'INTERNAL',
    reservation:
      token.profile.gate.length === 0
        ? 'hidden'
        : token.owner_info?.status === 'ACTIVE'
          ? 'enabled'
          : 'disabled',
  };
}
