import { z } from 'zod';
import { pageQuerySchema } from '../validation/request-numbers.ts';
import { evmAddressSchema, idSchema, timestampSchema, usdAmountSchema } from './common.ts';

/** GET/PUT /payouts/wallet: the business's payout wallet, linked by Sign-In with Ethereum, or none. */
export const payoutWalletSchema = z.object({
  address: evmAddressSchema.nullable(),
  verified_at: timestampSchema.nullable(),
});
export type PayoutWallet = z.infer<typeof payoutWalletSchema>;

/** Stablecoin base units (a uint256) as a decimal string: exact, unlike a USD amount. */
export const tokenUnitsSchema = z.string().regex(/^\d{1,78}$/);

/**
 * One lock of the business in GET /payouts/crypto: what its crypto sales left in the lock
 * (available, read on chain now) and what was withdrawn from it so far. `*_amount`: USD rounded
 * down to the cent, for display; `available_units`: what a withdrawal of all of it asks for.
 */
export const cryptoLockBalanceSchema = z.object({
  token_id: idSchema,
  title: z.string(),
  lock: evmAddressSchema,
  available_units: tokenUnitsSchema,
  available_amount: usdAmountSchema,
  withdrawn_amount: usdAmountSchema,
  /** A withdrawal from this lock is on its way (a new one waits for it). */
  withdrawal_pending: z.boolean(),
});
export type CryptoLockBalance = z.infer<typeof cryptoLockBalanceSchema>;

export const cryptoBalancesSchema = z.object({
  wallet: evmAddressSchema.nullable(),
  available_amount: usdAmountSchema,
  withdrawn_amount: usdAmountSchema,
  locks: z.array(cryptoLockBalanceSchema),
});
export type CryptoBalances = z.infer<typeof cryptoBalancesSchema>;

/** POST /payouts/withdrawals: withdraw `amount_units` of membership `token_id`'s lock to the payout wallet. */
export const cryptoWithdrawalRequestSchema = z.object({
  token_id: idSchema.max(2_147_483_647),
  // A regex, not a refine over BigInt: zod runs refinements on strings the regex already refused.
  amount_units: z
    .string()
    .max(100)
    .regex(/^0*[1-9]\d{0,77}$/, 'Enter a whole number of units above 0.'),
});
export type CryptoWithdrawalRequest = z.infer<typeof cryptoWithdrawalRequestSchema>;

export const cryptoWithdrawalSchema = z.object({
  id: idSchema,
  token_id: idSchema,
  title: z.string(),
  recipient: evmAddressSchema,
  requested_amount: usdAmountSchema,
  /** What the lock paid, once DONE. */
  withdrawn_amount: usdAmountSchema.nullable(),
  status: z.enum(['PENDING', 'DONE', 'FAILED']),
  tx_hash: z.string().nullable(),
  created_at: timestampSchema,
  completed_at: timestampSchema.nullable(),
});
export type CryptoWithdrawal = z.infer<typeof cryptoWithdrawalSchema>;

export const withdrawalsQuerySchema = pageQuerySchema({ maxLimit: 100, defaultLimit: 10 });
