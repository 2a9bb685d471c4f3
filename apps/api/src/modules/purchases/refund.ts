import { and, eq } from 'drizzle-orm';
import type { PaymentsPort } from '../../adapters/payments/payments-port.ts';
import type { Database } from '../../db/client.ts';
import { purchases } from '../../db/schema/index.ts';

/**
 * Gives a FAILED purchase's payment back (R6). The provider call runs outside any transaction with
 * the idempotency key `refund:<purchaseId>`, so a repeat (a retried webhook, a restart) answers the
 * same refund; then the purchase is REFUNDED with the provider's refund id.
 */
export async function refundPurchase(
  deps: { db: Database; payments: PaymentsPort },
  purchaseId: number,
  paymentId: string,
): Promise<void> {
  const { refundId } = await deps.payments.refund(paymentId, `refund:${purchaseId}`);
  await deps.db
    .update(purchases)
    .set({ status: 'REFUNDED', externalPaymentId: paymentId, externalRefundId: refundId })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.status, 'FAILED')));
}
