import { randomBytes } from 'node:crypto';
import { type CheckoutSession, MESSAGES, toMinorUnits } from '@keyclub/domain';
import { checkoutPaths } from '@keyclub/domain/paths';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import { IDEMPOTENCY_MESSAGES } from '../../chain-writes/idempotency.ts';
import { purchases } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { GENERIC_ERROR_MESSAGE, HttpError } from '../../http/errors.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { type CheckoutSource, loadCheckoutSource } from '../purchases/checkout-source.ts';
import { recordDelivery } from '../purchases/fulfil.ts';
import { CHECKOUT_HOLD_MS, failPurchase, holdListing, holdRenewal, reserveCopy } from '../purchases/hold.ts';
import { assertHoldAllowed } from '../purchases/hold-limit.ts';
import { isConcurrentAttempt, liveAttempt } from '../purchases/live-attempt.ts';
import { fitsLockRoom, lockRoom } from './chain-stock.ts';

type Purchase = typeof purchases.$inferSelect;

/**
 * Where the provider sends the browser back (SPEC section 4, card return): the buy page with the
 * session id after paying; after a cancel, the buy page with its order and a calm notice (not the
 * failure dialog, which is for payments that failed on our side).
 */
function returnUrls(deps: AppDeps, source: CheckoutSource) {
  const { id } = source.token;
  const renew = source.kind === 'RENEWAL';
  return {
    // {CHECKOUT_SESSION_ID} is filled in by the provider.
    successUrl: `${deps.env.consumerAppUrl}${checkoutPaths.buy.cardReturnHref(id, { renew, sessionId: '{CHECKOUT_SESSION_ID}' })}`,
    cancelUrl: paymentStoppedUrl(deps, { tokenId: id, renew, outcome: 'cancelled' }),
  };
}

/** The buy page a payment that ended unpaid returns to (the local checkout's decline uses it too). */
export const paymentStoppedUrl = (
  deps: AppDeps,
  { tokenId, renew, outcome }: { tokenId: number; renew: boolean; outcome: checkoutPaths.PaymentStop },
) => `${deps.env.consumerAppUrl}${checkoutPaths.buy.paymentStoppedHref(tokenId, { renew, outcome })}`;

/** A replay answers the attempt's session; one still being opened by a concurrent request is a 503 to retry. */
function sessionOf(purchase: Purchase): CheckoutSession {
  if (!purchase.externalSessionId || !purchase.checkoutUrl) throw new HttpError(503, GENERIC_ERROR_MESSAGE);
  return { url: purchase.checkoutUrl, session_id: purchase.externalSessionId };
}

/** What the attempt holds (R1): a copy of the stock, the listing, or a renewal's price. */
async function holdFor(tx: Tx, source: CheckoutSource, buyerId: number, clientIp: string) {
  if (source.kind !== 'RENEWAL')
    await assertHoldAllowed(tx, { userId: buyerId, clientIp, sourceTokenId: source.token.id });
  if (source.kind === 'RESALE') {
    const held = await holdListing(tx, source.token, buyerId);
    return { reserved: held, stockReserved: false, refusal: MESSAGES.checkout.notOnSale };
  }
  if (source.kind === 'RENEWAL')
    return { ...(await holdRenewal(tx, source.profile.id, source.amount)), stockReserved: false };
  const stock = await reserveCopy(tx, source.profile.id);
  return { ...stock, refusal: MESSAGES.empty.noCopiesAvailable };
}

/**
 * POST /tokens/checkout: prices the membership from the database, holds a copy (R1) and opens a
 * provider session for it, or grants a free membership at once. The provider is called after the
 * hold commits, never inside a transaction; if it fails the hold is released and the answer is 503.
 * A new hold counts against the buyer's and `clientIp`'s hold limits (hold-limit.ts).
 */
export async function startCheckout(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  clientKey: string | undefined,
  clientIp: string,
): Promise<CheckoutSession> {
  const idempotencyKey = clientKey ? `checkout:${auth.userId}:${clientKey}` : null;
  if (idempotencyKey) {
    const [replayed] = await deps.db
      .select()
      .from(purchases)
      .where(eq(purchases.idempotencyKey, idempotencyKey));
    if (replayed) {
      if (replayed.sourceTokenId !== id) throw new HttpError(422, IDEMPOTENCY_MESSAGES.reused);
      return joinAttempt(deps, auth, replayed);
    }
  }
  const live = await liveAttempt(deps, auth.userId, id);
  const lapsed = live?.status === 'PENDING' && (live.reservedUntil?.getTime() ?? 0) <= Date.now();
  if (live && !lapsed) return joinAttempt(deps, auth, live);
  if (live) {
    // Its session expired unpaid: a new attempt replaces it (a late payment of it is refunded).
    await deps.db.transaction((tx) =>
      failPurchase(tx, live.id, 'The checkout session expired.', ['PENDING']),
    );
  }

  const source = await loadCheckoutSource(deps, auth, id);
  const room = await lockRoom(deps.chain, source);
  const urls = returnUrls(deps, source);
  const free = Number(source.amount) === 0;
  const reservedUntil = new Date(Date.now() + CHECKOUT_HOLD_MS);

  let opened: { purchase: Purchase; writeId: number | null };
  try {
    opened = await deps.db.transaction(async (tx) => {
      const hold = await holdFor(tx, source, auth.userId, clientIp);
      if (!hold.reserved || !(await fitsLockRoom(tx, source.profile.id, room))) {
        throw new HttpError(409, hold.refusal);
      }
      const freeSession = `free_${randomBytes(12).toString('hex')}`;
      const [purchase] = await tx
        .insert(purchases)
        .values({
          userId: auth.userId,
          tokenProfileId: source.profile.id,
          sourceTokenId: source.token.id,
          provider: 'card',
          kind: source.kind,
          amount: source.amount,
          currency: source.profile.currency,
          idempotencyKey,
          stockReserved: hold.stockReserved,
          reservedUntil,
          clientIp,
          ...(free
            ? {
                status: 'PAID' as const,
                paidAt: new Date(),
                externalSessionId: freeSession,
                checkoutUrl: urls.successUrl.replace('{CHECKOUT_SESSION_ID}', freeSession),
              }
            : {}),
        })
        .returning();
      if (!purchase) throw new Error('Inserting the purchase returned nothing');
      // A free membership needs no provider: it is paid, and delivered like a paid one.
      const write = free ? await recordDelivery(tx, deps, purchase) : null;
      return { purchase, writeId: write?.id ?? null };
    });
  } catch (error) {
    // The same buyer opened this checkout concurrently: answer that attempt.
    if (!isConcurrentAttempt(error)) throw error;
    const keyed = idempotencyKey
      ? (await deps.db.select().from(purchases).where(eq(purchases.idempotencyKey, idempotencyKey)))[0]
      : undefined;
    const concurrent = keyed ?? (await liveAttempt(deps, auth.userId, id));
    if (!concurrent) throw error;
    if (concurrent.sourceTokenId !== source.token.id) return sessionOf(concurrent);
    return joinAttempt(deps, auth, concurrent, source);
  }

  if (opened.writeId !== null) {
    void deps.chainWrites.drive(opened.writeId);
    return sessionOf(opened.purchase);
  }
  return openProviderSession(deps, opened.purchase, source, { ...urls, expiresAt: reservedUntil });
}

/**
 * The session of an attempt already made: a double click, a retry or a concurrent request. While the
 * attempt's own request is still asking the provider, ask again with the same idempotency key and
 * parameters, which answers the same session, rather than making the caller retry.
 */
async function joinAttempt(
  deps: AppDeps,
  auth: AuthContext,
  attempt: Purchase,
  loaded?: CheckoutSource,
): Promise<CheckoutSession> {
  const opening = attempt.status === 'PENDING' && !attempt.externalSessionId && attempt.reservedUntil;
  if (!opening) return sessionOf(attempt);
  const source = loaded ?? (await loadCheckoutSource(deps, auth, attempt.sourceTokenId));
  return openProviderSession(deps, attempt, source, { ...returnUrls(deps, source), expiresAt: opening });
}

/** The provider's session for a held attempt, opened outside any transaction; a failure releases the hold. */
async function openProviderSession(
  deps: AppDeps,
  purchase: Purchase,
  source: CheckoutSource,
  session: { successUrl: string; cancelUrl: string; expiresAt: Date },
): Promise<CheckoutSession> {
  try {
    const opened = await deps.payments.createCheckoutSession({
      line: {
        title: source.profile.title,
        imageUrl: source.imageUrl,
        amountMinor: toMinorUnits(Number(source.amount)),
        currency: source.profile.currency.toLowerCase(),
        metadata: {
          purchase_id: String(purchase.id),
          id: String(source.token.id),
          membership_duration: String(source.profile.expirationDuration),
          membership_duration_type: source.profile.expirationDurationType,
        },
      },
      ...session,
      idempotencyKey: `checkout:${purchase.id}`,
    });
    const [withSession] = await deps.db
      .update(purchases)
      .set({ externalSessionId: opened.id, checkoutUrl: opened.url })
      .where(eq(purchases.id, purchase.id))
      .returning();
    return sessionOf(withSession ?? purchase);
  } catch (error) {
    await deps.db.transaction((tx) =>
      failPurchase(tx, purchase.id, 'The payment provider could not open a session.', ['PENDING']),
    );
    throw error;
  }
}
