import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { tokenProfiles, tokens, users } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { categoryId, signedInUser } from '../../tokens/testing/membership-fixtures.ts';

type ProfileValues = Partial<typeof tokenProfiles.$inferInsert>;

/** A word no other test's titles contain: searching for it isolates one test's rows. */
export const uniqueWord = () => `zq${randomUUID().slice(0, 8)}`;

/**
 * A business (its account ACTIVE unless `accountStatus` says otherwise) whose memberships are
 * inserted directly, lock and images left out: the listing reads rows, the chain is not the point.
 */
export async function listingBusiness(
  t: TestApp,
  accountStatus: 'ACTIVE' | 'PENDING' | 'ARCHIVED' = 'ACTIVE',
) {
  const owner = await signedInUser(t, 'BUSINESS');
  if (accountStatus !== 'ACTIVE') {
    await t.deps.db.update(users).set({ status: accountStatus }).where(eq(users.id, owner.userId));
  }
  const businessId = owner.businessId ?? 0;

  /** An ACTIVE membership (profile and parent token) with 10 copies left unless `values` differ. */
  const membership = async (title: string, values: ProfileValues & { category?: string } = {}) => {
    const { category = 'Nightlife', ...profileValues } = values;
    const [profile] = await t.deps.db
      .insert(tokenProfiles)
      .values({
        businessId,
        categoryId: await categoryId(t, category),
        title,
        description: `${title}, for tests.`,
        price: '10.00',
        renewalPrice: '8.00',
        status: 'ACTIVE',
        copies: 10,
        availableCopiesCount: 10,
        ...profileValues,
      })
      .returning({ id: tokenProfiles.id, createdAt: tokenProfiles.createdAt });
    if (!profile) throw new Error('Inserting the profile returned nothing');
    const [parent] = await t.deps.db
      .insert(tokens)
      .values({ tokenProfileId: profile.id, businessId, ownerId: owner.userId, createdAt: profile.createdAt })
      .returning({ id: tokens.id });
    if (!parent) throw new Error('Inserting the parent token returned nothing');
    return { profileId: profile.id, tokenId: parent.id };
  };

  /** A copy of `parent` owned by a new consumer, open for sale when `listedAt` is given. */
  const copy = async (parent: { profileId: number; tokenId: number }, listedAt?: Date) => {
    const holder = await signedInUser(t, 'CONSUMER');
    const [row] = await t.deps.db
      .insert(tokens)
      .values({
        tokenProfileId: parent.profileId,
        businessId,
        parentId: parent.tokenId,
        ownerId: holder.userId,
        isOpenForSale: listedAt !== undefined,
        listedAt,
        listingAmount: listedAt ? '12.00' : null,
      })
      .returning({ id: tokens.id });
    if (!row) throw new Error('Inserting the copy returned nothing');
    return row.id;
  };

  return { businessId, owner, membership, copy };
}
