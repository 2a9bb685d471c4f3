import type { SellTerms } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { accountStatus, payoutAccountOf } from '../payouts/payout-account.ts';
import { loadOwnedCopy, type OwnedCopy } from './owned-copy.ts';

const amount = (value: string | null) => (value === null ? null : Number(value));

/** R12: the minimum ask is the copy's listing amount; before one was ever set, the business's floor. */
export const minimumAsk = ({ token, profile }: OwnedCopy) =>
  Number(token.listingAmount ?? profile.floorPrice ?? profile.price);

/** The percentages a listing applies now (docs/decisions/resale.md): the membership's royalty and the platform fee. */
export const feePercentages = (deps: Pick<AppDeps, 'env'>, { profile }: OwnedCopy) => ({
  commissionPercentage: Number(profile.royalty),
  transactionPercentage: deps.env.transactionFeePercentage,
});

/** The copy's own amounts (its listing, or the sale it came from), when it has them all. */
function ownAmounts({ token }: OwnedCopy): SellTerms['listing'] {
  const [commission, transaction, total] = [
    token.commissionAmount,
    token.transactionAmount,
    token.totalAmount,
  ].map(amount);
  if (commission == null || transaction == null || total == null) return null;
  return { commission_amount: commission, transaction_amount: transaction, total_amount: total };
}

/** GET /tokens/{id}/sell: what the Sell page shows and checks before the owner lists copy `id`. */
export async function readSellTerms(deps: AppDeps, auth: AuthContext, id: number): Promise<SellTerms> {
  const copy = await loadOwnedCopy(deps.db, auth.userId, id);
  const { commissionPercentage, transactionPercentage } = feePercentages(deps, copy);
  const holder = copy.token.ownerWalletAddress;
  return {
    listing_amount: minimumAsk(copy),
    commission_percentage: commissionPercentage,
    transaction_percentage: transactionPercentage,
    listing: ownAmounts(copy),
    wallet_approval: copy.custody || holder === null ? null : { owner: holder, spender: deps.chain.signer },
    payout_account_status: accountStatus(
      await payoutAccountOf(deps, { kind: 'consumer', userId: auth.userId }),
    ),
  };
}
