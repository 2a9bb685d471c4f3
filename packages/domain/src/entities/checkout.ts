import { z } from 'zod';
import { DB_INTEGER_MAX } from '../constants/limits.ts';
import { VALIDATION_MESSAGES } from '../constants/validation-messages.ts';
import { evmAddressSchema, idSchema, timestampSchema } from './common.ts';

/**
 * POST /tokens/checkout (SPEC section 7; docs/api-roadmap.md section 5). Only `id` counts: it names
 * the parent token (a new key), an open resale listing, or the caller's own expired copy (a
 * renewal). The other fields are what the spec's client sends; the server prices from the database.
 */
export const checkoutRequestSchema = z.object({
  // A larger number cannot be an id (the columns are `integer`): refused here, not by the database.
  id: idSchema.max(DB_INTEGER_MAX, VALIDATION_MESSAGES.recordIdInvalid),
  name: z.string().max(200).optional(),
  image: z.string().max(2048).optional(),
  price: z.number().nonnegative().optional(),
  membership_duration: z.union([z.number(), z.string().max(50)]).optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** The answer of POST /tokens/checkout: where the browser goes to pay. */
export const checkoutSessionSchema = z.object({ url: z.string().min(1), session_id: z.string().min(1) });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** POST /tokens/{id}/purchase?stripe=true, polled after the card return. */
export const cardPurchaseRequestSchema = z.object({ session_id: z.string().trim().min(1).max(255) });
export type CardPurchaseRequest = z.infer<typeof cardPurchaseRequestSchema>;

const txHashSchema = z.string().regex(/^0x[0-9a-fA-F]{64}$/);
/** A key id on a lock, as a decimal string (uint256 does not fit a JSON number). */
const keyIdSchema = z.string().regex(/^[0-9]{1,78}$/);

/** POST /tokens/{id}/purchase?crypto=true: the buyer's own transaction, verified on chain. */
export const cryptoPurchaseRequestSchema = z.object({
  token_id_bc: keyIdSchema,
  wallet_address: evmAddressSchema,
  tx_hash: txHashSchema,
});
export type CryptoPurchaseRequest = z.infer<typeof cryptoPurchaseRequestSchema>;

/** POST /tokens/{id}/purchase/hold (ours): holds a resale listing while the wallet pays it. */
export const walletResaleHoldRequestSchema = z.object({ wallet_address: evmAddressSchema });
export type WalletResaleHoldRequest = z.infer<typeof walletResaleHoldRequestSchema>;

/**
 * What the wallet pays for a held resale listing: `amount_units` (the listing's total in the
 * stablecoin's base units, a decimal string) of `token_address`, to `pay_to` (the platform's
 * treasury), by `reserved_until`; then it claims the transaction with POST /tokens/{id}/purchase?crypto=true.
 */
export const walletResalePaymentSchema = z.object({
  pay_to: evmAddressSchema,
  token_address: evmAddressSchema,
  amount: z.number().nonnegative(),
  amount_units: z.string().regex(/^[0-9]{1,78}$/),
  reserved_until: timestampSchema,
});
export type WalletResalePayment = z.infer<typeof walletResalePaymentSchema>;

/**
 * The answer of either purchase call: still `pending`, or the buyer's copy (`token_id`, opened at
 * /tokens/{token_id}?owned=true), or an `error` text for the failure dialog.
 */
export const purchaseResultSchema = z.object({
  pending: z.boolean(),
  token_id: idSchema.nullable(),
  error: z.string().nullable(),
});
export type PurchaseResult = z.infer<typeof purchaseResultSchema>;

/** The query of POST /tokens/{id}/purchase: exactly one of `stripe=true` and `crypto=true`. */
export const purchaseQuerySchema = z
  .object({ stripe: z.literal('true').optional(), crypto: z.literal('true').optional() })
  .refine((query) => (query.stripe === undefined) !== (query.crypto === undefined), {
    error: 'Choose one of stripe=true and crypto=true.',
  })
  .transform((query) => (query.stripe ? ('card' as const) : ('crypto' as const)));
export type PurchaseMethod = z.output<typeof purchaseQuerySchema>;
