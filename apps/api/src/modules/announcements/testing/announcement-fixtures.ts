import { sql } from 'drizzle-orm';
import { tokenProfiles, tokens } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { categoryId, type TestSession } from '../../tokens/testing/membership-fixtures.ts';

/** An ACTIVE membership of `business` written directly: its profile and parent token. */
export async function membershipOf(t: TestApp, business: TestSession, title = 'Supper Club') {
  const businessId = business.businessId ?? 0;
  const [profile] = await t.deps.db
    .insert(tokenProfiles)
    .values({
      businessId,
      categoryId: await categoryId(t, 'Nightlife'),
      title,
      description: 'For the announcement tests.',
      price: '10.00',
      renewalPrice: '0',
      status: 'ACTIVE',
      copies: -1,
      availableCopiesCount: -1,
    })
    .returning({ id: tokenProfiles.id });
  if (!profile) throw new Error('Inserting the profile returned nothing');
  const [parent] = await t.deps.db
    .insert(tokens)
    .values({ tokenProfileId: profile.id, businessId })
    .returning({ id: tokens.id });
  if (!parent) throw new Error('Inserting the parent token returned nothing');
  return { profileId: profile.id, parentId: parent.id, businessId };
}

/** A copy of the membership owned by each user id (what a purchase leaves behind). */
export async function giveCopies(
  t: TestApp,
  membership: Awaited<ReturnType<typeof membershipOf>>,
  ownerIds: number[],
) {
  await t.deps.db.insert(tokens).values(
    ownerIds.map((ownerId) => ({
      tokenProfileId: membership.profileId,
      businessId: membership.businessId,
      parentId: membership.parentId,
      ownerId,
    })),
  );
}

/** `count` consumers, each holding one copy of the membership, written by two set-based statements. */
export async function seedHolders(
  t: TestApp,
  membership: Awaited<ReturnType<typeof membershipOf>>,
  count: number,
  prefix: string,
) {
  await t.deps.db.execute(sql`
    insert into users (email, username, password_hash, role_name, status, is_email_verified)
    select ${prefix} || '-' || n || '@keyclub.test', ${prefix} || n, 'not-used', 'CONSUMER', 'ACTIVE', true
    from generate_series(1, ${count}) as n`);
  await t.deps.db.execute(sql`
    insert into tokens (token_profile_id, business_id, parent_id, owner_id)
    select ${membership.profileId}::int, ${membership.businessId}::int, ${membership.parentId}::int, id
    from users where email like ${`${prefix}-%@keyclub.test`}`);
}
