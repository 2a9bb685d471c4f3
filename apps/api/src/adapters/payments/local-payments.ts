import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { localCheckoutSessions } from '../../db/schema/index.ts';
import { createLocalConnect } from './local-connect.ts';
import { createLocalDashboard } from './local-dashboard.ts';
import { type PaymentsPort, PaymentsUnavailableError } from './payments-port.ts';
import { signStripeEvent, verifyStripeEvent } from './stripe-events.ts';

export type LocalCheckoutSession = typeof localCheckoutSessions.$inferSelect;
/** The buttons of the local checkout page. */
export type LocalCheckoutAction = 'pay' | 'decline' | 'cancel';

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/** Which Stripe event each button sends, and the session's state after it. */
const OUTCOMES = {
  pay: { status: 'paid', event: 'checkout.session.completed' },
  decline: { status: 'declined', event: 'checkout.session.async_payment_failed' },
  // Stripe leaves a cancelled session open until it expires; here it expires at once, so the hold
  // is released without waiting 30 minutes.
  cancel: { status: 'canceled', event: 'checkout.session.expired' },
} as const;

/**
 * The embedded provider: sessions in `local_checkout_sessions`, a hosted page served by the API
 * (modules/purchases/local-checkout-routes.ts), and events signed like Stripe's with
 * LOCAL_CHECKOUT_WEBHOOK_SECRET that go through the same webhook handler. For development and
 * tests only: env.ts refuses it in production.
 */
export function createLocalPayments(db: Database, options: { publicUrl: string; webhookSecret: string }) {
  const find = async (id: string): Promise<LocalCheckoutSession | undefined> =>
    (await db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, id)))[0];

  const connect = createLocalConnect(db, options);

  const payments: PaymentsPort = {
    provider: 'local',
    ...connect.port,
    async createCheckoutSession(session) {
      // Random, as Stripe's are: whoever knows the id can pay, decline or cancel the session, so it
      // must not be derivable from the purchase (96 random bits). A retried create finds its session
      // by the key.
      const fresh = `cs_local_${randomBytes(12).toString('hex')}`;
      const [created] = await db
        .insert(localCheckoutSessions)
        .values({
          id: fresh,
          idempotencyKey: session.idempotencyKey,
          title: session.line.title,
          imageUrl: session.line.imageUrl,
          amountMinor: session.line.amountMinor,
          currency: session.line.currency,
          successUrl: session.successUrl.replace('{CHECKOUT_SESSION_ID}', fresh),
          cancelUrl: session.cancelUrl,
          metadata: JSON.stringify(session.line.metadata),
          expiresAt: session.expiresAt,
        })
        .onConflictDoNothing({ target: localCheckoutSessions.idempotencyKey })
        .returning({ id: localCheckoutSessions.id });
      const id =
        created?.id ??
        (
          await db
            .select({ id: localCheckoutSessions.id })
            .from(localCheckoutSessions)
            .where(eq(localCheckoutSessions.idempotencyKey, session.idempotencyKey))
        )[0]?.id;
      if (!id) throw new Error('The local checkout session was neither created nor found');
      return { id, url: `${options.publicUrl}/checkout/local/${id}` };
    },
    async retrieveSession(id) {
      const session = await find(id);
      if (!session) throw new PaymentsUnavailableError(new Error(`No local checkout session ${id}`));
      if (session.status === 'paid') return { status: 'paid', paymentId: session.paymentId };
      const lapsed = session.status === 'open' && session.expiresAt.getTime() <= Date.now();
      return { status: session.status === 'open' && !lapsed ? 'open' : 'failed', paymentId: null };
    },
    async refund(paymentId, idempotencyKey) {
      const refundId = `re_local_${digest(idempotencyKey)}`;
      const [session] = await db
        .select({ id: localCheckoutSessions.id, refundId: localCheckoutSessions.refundId })
        .from(localCheckoutSessions)
        .where(eq(localCheckoutSessions.paymentId, paymentId));
      if (!session) throw new PaymentsUnavailableError(new Error(`No local payment ${paymentId}`));
      if (session.refundId) return { refundId: session.refundId };
      await db
        .update(localCheckoutSessions)
        .set({ refundId })
        .where(eq(localCheckoutSessions.id, session.id));
      return { refundId };
    },
    parseWebhook: (rawBody, signature) => verifyStripeEvent(rawBody, signature, options.webhookSecret),
  };

  return {
    payments,
    /** The provider's dashboard: refunds, and the bank's disputes. */
    dashboard: createLocalDashboard(db, options),
    /** The local onboarding page's accounts (the bank form). */
    connect,
    /** The session the page shows while it can still be paid (open, not lapsed), else undefined. */
    async findOpen(id: string) {
      const session = await find(id);
      return session?.status === 'open' && session.expiresAt.getTime() > Date.now() ? session : undefined;
    },
    /**
     * A button press: the open session takes its outcome once, and the answer is the signed event
     * to hand to the webhook handler and where the browser goes next. Undefined when not open.
     */
    async complete(id: string, action: LocalCheckoutAction) {
      const outcome = OUTCOMES[action];
      const paymentId = action === 'pay' ? `pi_local_${randomBytes(12).toString('hex')}` : null;
      const [session] = await db
        .update(localCheckoutSessions)
        .set({ status: outcome.status, paymentId })
        .where(
          and(
            eq(localCheckoutSessions.id, id),
            eq(localCheckoutSessions.status, 'open'),
            gt(localCheckoutSessions.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!session) return undefined;
      const payload = JSON.stringify({
        id: `evt_local_${randomBytes(12).toString('hex')}`,
        object: 'event',
        type: outcome.event,
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id,
            object: 'checkout.session',
            status: action === 'pay' ? 'complete' : 'expired',
            payment_status: action === 'pay' ? 'paid' : 'unpaid',
            payment_intent: paymentId,
          },
        },
      });
      return {
        payload,
        signature: signStripeEvent(payload, options.webhookSecret),
        redirectTo: action === 'pay' ? session.successUrl : session.cancelUrl,
      };
    },
  };
}

export type LocalPayments = ReturnType<typeof createLocalPayments>;
