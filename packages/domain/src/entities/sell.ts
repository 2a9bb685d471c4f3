import { z } from 'zod';
import { evmAddressSchema, usdAmountSchema } from './common.ts';
import { payoutAccountStatusSchema } from './payouts.ts';

/**
 * GET /tokens/{id}/sell (ours; docs/api-roadmap.md section 6): what the Sell page needs before a
 * listing. `listing_amount` is the minimum ask (R12); the percentages are the ones POST /tokens/{id}/sell
 * will apply (the membership's royalty and the platform's configured fee); `listing` the copy's own
 * amounts (its current listing, or the sale it was bought in), shown while the price is below the ask.
 * `wallet_approval` is set when the key sits in the owner's wallet: the wallet must approve `spender`
 * (the API signer) for the key before the listing (R8); null for a key in Keyclub's custody.
 * `payout_account_status` is the owner's payout account: a listing needs it READY (issue 34), as the
 * seller's share is transferred there.
 */
export const sellTermsSchema = z.object({
  listing_amount: usdAmountSchema,
  commission_percentage: z.number().nonnegative(),
  transaction_percentage: z.number().nonnegative(),
  listing: z
    .object({
      commission_amount: usdAmountSchema,
      transaction_amount: usdAmountSchema,
      total_amount: usdAmountSchema,
    })
    .nullable(),
  wallet_approval: z.object({ owner: evmAddressSchema, spender: evmAddressSchema }).nullable(),
  payout_account_status: payoutAccountStatusSchema,
});
export type SellTerms = z.infer<typeof sellTermsSchema>;
