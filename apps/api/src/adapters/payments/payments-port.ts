import { HttpError } from '../../http/errors.ts';

/** What the buyer is shown and charged: one line item, priced by the server. */
export type CheckoutLine = {
  title: string;
  imageUrl: string | null;
  /** Minor units (cents): `toMinorUnits(price)`. */
  amountMinor: number;
  currency: string;
  /** Carried on the session (membership id, duration, purchase id). */
  metadata: Record<string, string>;
};

export type NewCheckoutSession = {
  line: CheckoutLine;
  successUrl: string;
  cancelUrl: string;
  /** The hold's end; the provider expires the session then (Stripe: 30 min at least). */
  expiresAt: Date;
  /** The same key answers the same session (a retried create does not open a second one). */
  idempotencyKey: string;
};

/** A session as the provider has it now. */
export type SessionState = { status: 'open' | 'paid' | 'failed'; paymentId: string | null };

/** The webhook events checkout acts on (R4); anything else is acknowledged and ignored. */
export type PaymentEvent =
  | { type: 'paid'; sessionId: string; paymentId: string | null }
  | { type: 'failed'; sessionId: string }
  | { type: 'refunded'; paymentId: string; refundId: string | null }
  | { type: 'payout-account'; accountId: string; ready: boolean }
  | { type: 'disputed'; paymentId: string }
  | { type: 'dispute-closed'; paymentId: string; won: boolean }
  | { type: 'ignored'; eventType: string };

/** A webhook whose signature does not verify (400; nothing is read from it). */
export class WebhookSignatureError extends HttpError {
  constructor(cause: unknown) {
    super(400, 'The webhook signature does not verify.');
    this.cause = cause;
  }
}

/** The provider could not be reached or refused the call: 503, the caller may retry. */
export class PaymentsUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, 'We are unable to process the request. Try again later');
    this.cause = cause;
  }
}

/** A transfer of a business's earning from the platform's balance to its payout account. */
export type NewTransfer = {
  destination: string;
  amountMinor: number;
  currency: string;
  /** The payment the money came from (Stripe: its charge is the transfer's source_transaction). */
  sourcePaymentId: string | null;
  transferGroup: string;
  /** The same key answers the same transfer: an earning is never paid twice. */
  idempotencyKey: string;
};

/**
 * Payouts (Stripe Connect Express, or the local provider's onboarding page with the bank form):
 * separate charges and transfers (docs/decisions/payouts.md). Calls reach the network.
 */
export type PayoutsPort = {
  /** A payout account for a business or a seller (named in `metadata`); the same key answers the same account. */
  createPayoutAccount(input: {
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ accountId: string }>;
  /** A single-use link to the provider's onboarding; it comes back to `returnUrl` (or `refreshUrl` if lapsed). */
  createOnboardingLink(
    accountId: string,
    urls: { returnUrl: string; refreshUrl: string },
  ): Promise<{ url: string }>;
  /** Whether transfers can go to the account now. */
  retrievePayoutAccount(accountId: string): Promise<{ ready: boolean }>;
  transfer(transfer: NewTransfer): Promise<{ transferId: string }>;
  /** Takes a whole transfer back (a refund or dispute after it was paid); the same key, the same reversal. */
  reverseTransfer(transferId: string, idempotencyKey: string): Promise<{ reversalId: string }>;
};

/**
 * Card payments, in one place so the provider can be swapped: Stripe (`stripe-payments.ts`) or the
 * embedded local checkout (`local-payments.ts`) for development and tests. Calls reach the network:
 * never call them inside a database transaction.
 */
export type PaymentsPort = PayoutsPort & {
  provider: 'stripe' | 'local';
  createCheckoutSession(session: NewCheckoutSession): Promise<{ id: string; url: string }>;
  retrieveSession(id: string): Promise<SessionState>;
  /** Refunds the whole payment; the same idempotency key answers the same refund. */
  refund(paymentId: string, idempotencyKey: string): Promise<{ refundId: string }>;
  /** Verifies the signature over the raw body (R4), then reads the event. */
  parseWebhook(rawBody: string, signature: string | undefined): PaymentEvent;
};
