import { dataEnvelope, purchaseResultSchema, walletResalePaymentSchema } from '@keyclub/domain';

/** The schemas of the wallet purchase calls' answers; loaded with the first call (crypto-purchase.ts). */
export const purchaseResponseSchema = dataEnvelope(purchaseResultSchema);
export const walletResalePaymentResponseSchema = dataEnvelope(walletResalePaymentSchema);
