import { dataEnvelope, tokenSchema } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, tokens } from '../db/schema/index.ts';
import { listingBusiness } from '../testing/fixtures/listed-memberships.ts';
import { signedInUser, type TestSession } from '../testing/fixtures/membership-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { productionEngine } from '../testing/test-database.ts';

const tokenBody = dataEnvelope(tokenSchema);

/** What a listing at 20.00 with a 7.5 % commission and a 2.5 % transaction fee carries. */
const LISTING = {
  listingAmount: '20.00',
  commissionAmount: '1.50',
  commissionPercentage: '7.50',
  transactionAmount: '0.50',
  transactionPercentage: '2.50',
  totalAmount: '22.00',
};
const LISTED = {
  listing_amount: 20,
  total_amount: 22,
  commission_amount: 1.5,
  commission_percentage: 7.5,
  transaction_amount: 0.5,
  transaction_percentage: 2.5,
};
const HIDDEN = {
  listing_amount: null,
  total_amount: null,
  commission_amount: null,
  commission_percentage: 0,
  transaction_amount: null,
  transaction_percentage: 0,
};

describe.each(productionEngine())('a copy’s sale amounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const amountsSeenBy = async (id: number, viewer?: TestSession) => {
    const response = await t.app.request(`/tokens/${id}`, viewer ? { headers: viewer.headers } : {});
    expect(response.status).toBe(200);
    const token = tokenBody.parse(await response.json()).data;
    return {
      listing_amount: token.listing_amount,
      total_amount: token.total_amount,
      commission_amount: token.commission_amount,
      commission_percentage: token.commission_percentage,
      transaction_amount: token.transaction_amount,
      transaction_percentage: token.transaction_percentage,
    };
  };

  it('shows a listing’s amounts to everyone, a sold copy’s only to its new owner', async () => {
    const { membership, copy, owner: business } = await listingBusiness(t);
    const parent = await membership('Sale amounts');
    const copyId = await copy(parent, new Date());
    await t.deps.db.update(tokens).set(LISTING).where(eq(tokens.id, copyId));
    const [buyer, stranger] = [await signedInUser(t, 'CONSUMER'), await signedInUser(t, 'CONSUMER')];

    // On sale: the price and its fees are public.
    expect(await amountsSeenBy(copyId)).toEqual(LISTED);
    expect(await amountsSeenBy(copyId, stranger)).toEqual(LISTED);

    // Held by the buyer's checkout: they still see the total they are paying; nobody else does.
    await t.deps.db.update(tokens).set({ isOpenForSale: false }).where(eq(tokens.id, copyId));
    const [hold] = await t.deps.db
      .insert(purchases)
      .values({
        userId: buyer.userId,
        tokenProfileId: parent.profileId,
        sourceTokenId: copyId,
        provider: 'card',
        kind: 'RESALE',
        amount: LISTING.totalAmount,
        reservedUntil: new Date(Date.now() + 31 * 60_000),
      })
      .returning({ id: purchases.id });
    expect(await amountsSeenBy(copyId, buyer)).toEqual(LISTED);
    expect(await amountsSeenBy(copyId)).toEqual(HIDDEN);

    // Sold as the resale transfer's finish leaves it: the buyer owns it, its last sale stays on the row.
    await t.deps.db
      .update(purchases)
      .set({ status: 'FULFILLED', paidAt: new Date(), fulfilledAt: new Date() })
      .where(eq(purchases.id, hold?.id ?? 0));
    await t.deps.db
      .update(tokens)
      .set({ ownerId: buyer.userId, listingAmount: '18.50' })
      .where(eq(tokens.id, copyId));
    expect(await amountsSeenBy(copyId)).toEqual(HIDDEN);
    expect(await amountsSeenBy(copyId, stranger)).toEqual(HIDDEN);
    expect(await amountsSeenBy(copyId, business)).toEqual(HIDDEN);
    // The new owner sees their minimum ask (R12) and the terms the copy carries.
    expect(await amountsSeenBy(copyId, buyer)).toEqual({ ...LISTED, listing_amount: 18.5 });
  });

  it('shows a copy’s expiry to everyone while it is on sale, and to nobody else once it is not', async () => {
    const { membership, copy } = await listingBusiness(t);
    const copyId = await copy(await membership('Listed expiry'), new Date());
    const expiresAt = new Date('2027-01-05T14:07:09.000Z');
    await t.deps.db
      .update(tokens)
      .set({ ...LISTING, expiresAt })
      .where(eq(tokens.id, copyId));
    const stranger = await signedInUser(t, 'CONSUMER');
    const expirySeenBy = async (viewer?: TestSession) => {
      const response = await t.app.request(`/tokens/${copyId}`, viewer ? { headers: viewer.headers } : {});
      return tokenBody.parse(await response.json()).data.expires_at;
    };

    expect(await expirySeenBy()).toBe(expiresAt.toISOString());
    expect(await expirySeenBy(stranger)).toBe(expiresAt.toISOString());
    await t.deps.db.update(tokens).set({ isOpenForSale: false }).where(eq(tokens.id, copyId));
    expect(await expirySeenBy()).toBeNull();
    expect(await expirySeenBy(stranger)).toBeNull();
  });
});
