import { checkoutSessionSchema, dataEnvelope, purchaseResultSchema } from '@keyclub/domain';

/**
 * The schemas of the card purchase calls' answers; loaded with the first call (create-checkout.ts,
 * card-purchase.ts), not with the buy page.
 */
export const checkoutSessionResponseSchema = dataEnvelope(checkoutSessionSchema);
export const purchaseResultResponseSchema = dataEnvelope(purchaseResultSchema);
