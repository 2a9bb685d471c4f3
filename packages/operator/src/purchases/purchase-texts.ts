import type { PaymentDispute, PurchaseAttention } from '@keyclub/domain';

/** Why a purchase is listed, and what the operator can do about it. */
export const ATTENTION_LABELS: Record<PurchaseAttention, string> = {
  delivery_failed: 'Delivery failed: the payment recovery sweep refunds it within 5 minutes',
  undelivered: 'Paid, key still on the way after 10 minutes: the chain writes keep sending it',
  send_uncertain: 'Send cut off: Retry or Refund read the chain first',
  refund_failed: 'Failed after the payment, and the refund did not go through',
};

export const DISPUTE_STATES: Record<PaymentDispute['state'], string> = {
  OPEN: 'Open',
  WON: 'Won by the business',
  LOST: 'Lost: the buyer’s bank refunded them',
};

export const KIND_LABELS = { PURCHASE: 'Purchase', RENEWAL: 'Renewal', RESALE: 'Resale' } as const;
