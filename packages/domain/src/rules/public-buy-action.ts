import type { Token } from '../entities/token.ts';
import type { TokenDetailMeta } from '../validation/marketplace-query.ts';

/**
 * What the public detail offers (SPEC section 2 public detail buttons; docs/api-roadmap.md section 4):
 * - `COMING_SOON`: the profile is PENDING (a disabled COMING SOON button);
 * - `BUY`: an ACTIVE INTERNAL membership with copies left (a parent) or an open resale listing;
 * - `ALREADY_OWNED`: as BUY, but the viewer already owns a copy (disabled, 'You already own this
 *   Membership');
 * - `NONE`: nothing to buy (no copies left, archived, another contract type, a copy not for sale).
 */
export type PublicBuyAction = 'COMING_SOON' | 'BUY' | 'ALREADY_OWNED' | 'NONE';

type BuyableToken = Pick<Token, 'parent_id' | 'is_open_for_sale'> & {
  profile: Pick<Token['profile'], 'status' | 'contract_type' | 'available_copies_count'>;
};

export function publicBuyAction(token: BuyableToken, meta: TokenDetailMeta | null): PublicBuyAction {
  const { status, contract_type, available_copies_count } = token.profile;
  if (status === 'PENDING') return 'COMING_SOON';
  if (status !== 'ACTIVE' || contract_type !== 'INTERNAL') return 'NONE';
  const forSale = token.parent_id === null ? available_copies_count !== 0 : token.is_open_for_sale;
  if (!forSale) return 'NONE';
  return meta?.owned_token_id ? 'ALREADY_OWNED' : 'BUY';
}
