import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { localCheckoutSessions, localDisputes } from '../../db/schema/index.ts';
import { signStripeEvent } from './stripe-events.ts';

/** Stripe's dispute fee (US, $15.00): taken with the disputed amount, given back if it is won. */
export const LOCAL_DISPUTE_FEE_MINOR = 1500;

const randomId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;
/** The charge of a payment intent (one per local payment). */
const chargeOf = (paymentId: string) =>
  `ch_local_${createHash('sha256').update(paymentId).digest('hex').slice(0, 24)}`;

/**
 * What happens to a paid charge after checkout, in the local provider (development and tests; env.ts
 * refuses it in production): a refund made in its dashboard, and a dispute opened by the
 * cardholder's bank and closed won or lost. Each answers the signed event Stripe would send, to hand
 * to the same webhook handler.
 */
export function createLocalDashboard(db: Database, options: { webhookSecret: string }) {
  const signed = (type: string, object: Record<string, unknown>) => {
    const payload = JSON.stringify({
      id: randomId('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    return { payload, signature: signStripeEvent(payload, options.webhookSecret) };
  };
  const paidSession = async (sessionId: string) =>
    (
      await db
        .select()
        .from(localCheckoutSessions)
        .where(and(eq(localCheckoutSessions.id, sessionId), eq(localCheckoutSessions.status, 'paid')))
    )[0];
  const disputeObject = (dispute: typeof localDisputes.$inferSelect) => ({
    id: dispute.id,
    object: 'dispute',
    amount: dispute.amountMinor,
    currency: dispute.currency,
    charge: chargeOf(dispute.paymentId),
    payment_intent: dispute.paymentId,
    reason: 'fraudulent',
    status: dispute.status,
  });

  return {
    /**
     * A refund made in the dashboard: the paid session's payment is refunded in full, once; answers
     * `charge.refunded`. Undefined when the session was not paid or is already refunded.
     */
    async refund(sessionId: string) {
      const refundId = randomId('re');
      const [session] = await db
        .update(localCheckoutSessions)
        .set({ refundId })
        .where(
          and(
            eq(localCheckoutSessions.id, sessionId),
            eq(localCheckoutSessions.status, 'paid'),
            isNull(localCheckoutSessions.refundId),
          ),
        )
        .returning();
      if (!session?.paymentId) return undefined;
      return signed('charge.refunded', {
        id: chargeOf(session.paymentId),
        object: 'charge',
        amount: session.amountMinor,
        amount_refunded: session.amountMinor,
        currency: session.currency,
        refunded: true,
        payment_intent: session.paymentId,
        refunds: { object: 'list', data: [{ id: refundId, object: 'refund', amount: session.amountMinor }] },
      });
    },
    /**
     * The cardholder's bank disputes the paid session's charge: the platform is debited the amount
     * and the fee; answers `charge.dispute.created`. Undefined when not paid, or already disputed
     * (a charge has one dispute).
     */
    async openDispute(sessionId: string) {
      const session = await paidSession(sessionId);
      if (!session?.paymentId) return undefined;
      const [dispute] = await db
        .insert(localDisputes)
        .values({
          id: randomId('dp'),
          paymentId: session.paymentId,
          amountMinor: session.amountMinor,
          feeMinor: LOCAL_DISPUTE_FEE_MINOR,
          currency: session.currency,
        })
        .onConflictDoNothing({ target: localDisputes.paymentId })
        .returning();
      return dispute && signed('charge.dispute.created', disputeObject(dispute));
    },
    /**
     * The open dispute of the session's charge closes: won gives the platform back the amount and
     * the fee, lost keeps both taken; answers `charge.dispute.closed`. Undefined when none is open.
     */
    async closeDispute(sessionId: string, outcome: 'won' | 'lost') {
      const session = await paidSession(sessionId);
      if (!session?.paymentId) return undefined;
      const [dispute] = await db
        .update(localDisputes)
        .set({ status: outcome, closedAt: new Date() })
        .where(
          and(eq(localDisputes.paymentId, session.paymentId), eq(localDisputes.status, 'needs_response')),
        )
        .returning();
      return dispute && signed('charge.dispute.closed', disputeObject(dispute));
    },
    /** Minor units the platform's balance lost to disputes: open or lost ones' amounts and fees. */
    async disputeDebitMinor(): Promise<number> {
      const [total] = await db
        .select({
          minor: sql<string>`coalesce(sum(${localDisputes.amountMinor} + ${localDisputes.feeMinor}), 0)`,
        })
        .from(localDisputes)
        .where(ne(localDisputes.status, 'won'));
      return Number(total?.minor ?? 0);
    },
  };
}
