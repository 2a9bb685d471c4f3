import { z } from 'zod';
import { pageQuerySchema, recordIdSchema } from '../validation/request-numbers.ts';
import { idSchema, timestampSchema, usdAmountSchema } from './common.ts';
import { auditEntrySchema, operatorReasonSchema } from './operator.ts';

/**
 * Why a purchase needs a hand (issue 35; docs/decisions/operator-console.md):
 * - `delivery_failed`: paid, its delivery FAILED, the payment recovery sweep not through yet;
 * - `undelivered`: paid, its key still on the way ten minutes after the payment;
 * - `send_uncertain`: its send was cut off, or it mined without being recorded: the chain decides;
 * - `refund_failed`: failed after the payment, and the provider's refund did not go through.
 */
export const PURCHASE_ATTENTION = [
  'delivery_failed',
  'undelivered',
  'send_uncertain',
  'refund_failed',
] as const;
export const purchaseAttentionSchema = z.enum(PURCHASE_ATTENTION);
export type PurchaseAttention = z.infer<typeof purchaseAttentionSchema>;

export const OPERATOR_PURCHASE_MESSAGES = {
  notStuck: 'This purchase does not need a hand: nothing was done',
  noRetry: 'This purchase cannot be retried: only a send the chain did not finish can be',
  noRefund: 'This purchase cannot be refunded here: it was delivered, refunded, or never charged by card',
  alreadyRefunded: 'This purchase is already refunded',
  deliveredOnChain:
    'The chain holds this delivery: Retry records it as the buyer’s copy; nothing was refunded',
  chainUnclear:
    'The chain holds a key no copy records for this membership: reconcile by hand (runbook), nothing was done',
  buyerBusy: 'The buyer has another purchase of this membership under way: wait for it to end',
} as const;

/** One purchase that needs a hand, as the console lists it. */
export const attentionPurchaseSchema = z.object({
  id: idSchema,
  kind: z.enum(['PURCHASE', 'RENEWAL', 'RESALE']),
  status: z.enum(['PENDING', 'PAID', 'FULFILLED', 'FAILED', 'REFUNDED']),
  attention: purchaseAttentionSchema,
  amount: usdAmountSchema,
  membership_title: z.string(),
  buyer_email: z.string(),
  paid_at: timestampSchema.nullable(),
  failure_reason: z.string().nullable(),
  /** What the console offers; the server checks again (and the chain) when it is asked. */
  can_retry: z.boolean(),
  can_refund: z.boolean(),
});
export type AttentionPurchase = z.infer<typeof attentionPurchaseSchema>;

/** One chain write of a purchase's delivery (its history), oldest first. */
export const purchaseDeliverySchema = z.object({
  id: idSchema,
  kind: z.string(),
  status: z.enum(['PENDING', 'SENDING', 'SENT', 'DONE', 'FAILED']),
  tx_hash: z.string().nullable(),
  mined_tx_hashes: z.array(z.string()),
  error: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type PurchaseDelivery = z.infer<typeof purchaseDeliverySchema>;

/** GET /operator/purchases/{id}: the purchase, its deliveries and what operators did to it. */
export const attentionPurchaseDetailSchema = attentionPurchaseSchema.extend({
  attention: purchaseAttentionSchema.nullable(),
  refund_id: z.string().nullable(),
  copy_id: z.number().int().nullable(),
  deliveries: z.array(purchaseDeliverySchema),
  actions: z.array(auditEntrySchema),
});
export type AttentionPurchaseDetail = z.infer<typeof attentionPurchaseDetailSchema>;

export const attentionPageQuerySchema = pageQuerySchema({ maxLimit: 100, defaultLimit: 20 });
export type AttentionPageQuery = z.output<typeof attentionPageQuerySchema>;
export const operatorPurchaseParamSchema = z.object({ id: recordIdSchema });

/** POST /operator/purchases/{id}/retry and …/refund: why, for the audit log. */
export const operatorPurchaseActionSchema = z.object({ reason: operatorReasonSchema });
export type OperatorPurchaseAction = z.infer<typeof operatorPurchaseActionSchema>;

/** A card payment's dispute (charge.dispute.*), with the purchase and copy it names. */
export const paymentDisputeSchema = z.object({
  payment_id: z.string(),
  state: z.enum(['OPEN', 'WON', 'LOST']),
  purchase_id: idSchema.nullable(),
  copy_id: z.number().int().nullable(),
  membership_title: z.string().nullable(),
  buyer_email: z.string().nullable(),
  amount: usdAmountSchema.nullable(),
  opened_at: timestampSchema,
  closed_at: timestampSchema.nullable(),
});
export type PaymentDispute = z.infer<typeof paymentDisputeSchema>;
export const disputePageQuerySchema = pageQuerySchema({ maxLimit: 100, defaultLimit: 20 });
export type DisputePageQuery = z.output<typeof disputePageQuerySchema>;
