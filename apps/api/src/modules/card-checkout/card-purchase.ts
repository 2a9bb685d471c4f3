import { MESSAGES, type PurchaseResult } from '@keyclub/domain';
import { and, eq } from 'drizzle-orm';
import { purchases } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { confirmPaid, deliveryOf, failPendingSession } from '../purchases/fulfil.ts';

type Purchase = typeof purchases.$inferSelect;

/** What the card return shows (SPEC section 4): pending, the owned copy, or the failure dialog. */
export function purchaseResult(purchase: Purchase): PurchaseResult {
  if (purchase.status === 'FULFILLED')
    return { pending: false, token_id: purchase.resultTokenId, error: null };
  if (purchase.status === 'FAILED' || purchase.status === 'REFUNDED') {
    return { pending: false, token_id: null, error: MESSAGES.errors.cardPaymentFailed };
  }
  return { pending: true, token_id: null, error: null };
}

/**
 * POST /tokens/{id}/purchase?stripe=true, polled after the card return. While the purchase is
 * PENDING the provider is asked (outside any transaction) and a paid session is fulfilled here
 * (R3), so a late or lost webhook does not matter. While the key is being granted the answer waits
 * for the chain write up to the usual answer time, then says pending. Only the buyer's own purchase
 * of token `id` is found (404 otherwise).
 */
export async function pollCardPurchase(
  deps: AppDeps,
  auth: AuthContext,
  tokenId: number,
  sessionId: string,
): Promise<PurchaseResult> {
  const find = async () =>
    (
      await deps.db
        .select()
        .from(purchases)
        .where(
          and(
            eq(purchases.externalSessionId, sessionId),
            eq(purchases.userId, auth.userId),
            eq(purchases.sourceTokenId, tokenId),
            eq(purchases.provider, 'card'),
          ),
        )
    )[0];
  let purchase = await find();
  if (!purchase) throw notFound();
  if (purchase.status === 'PENDING') {
    try {
      const session = await deps.payments.retrieveSession(sessionId);
      if (session.status === 'paid') await confirmPaid(deps, sessionId, session.paymentId);
      if (session.status === 'failed') {
        await failPendingSession(deps, sessionId, 'The payment failed or its session expired.');
      }
    } catch (error) {
      // The provider is unreachable: the client keeps polling and the webhook may still come.
      deps.logger.warn({ err: error, purchase: purchase.id }, 'checking the checkout session failed');
    }
    purchase = (await find()) ?? purchase;
  }
  if (purchase.status === 'PAID') {
    const delivery = await deliveryOf(deps, purchase.id);
    if (delivery) await deps.chainWrites.settle(delivery.id);
    purchase = (await find()) ?? purchase;
  }
  return purchaseResult(purchase);
}
