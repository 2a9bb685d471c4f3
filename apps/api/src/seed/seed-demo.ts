import { sql } from 'drizzle-orm';
import type { Address } from 'viem';
import type { ChainPort } from '../adapters/chain/chain-port.ts';
import type { Storage } from '../adapters/storage/storage.ts';
import type { Database } from '../db/client.ts';
import {
  businesses,
  categories,
  gates,
  tokenCovers,
  tokenPerks,
  tokenProfiles,
  tokens,
  users,
} from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { type DecodedImage, storeDecodedImage } from '../modules/files/service.ts';
import { deriveCustodyAddress } from '../modules/purchases/custody.ts';
import { askAgainOnStart } from './ask-again-on-start.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { type DemoArtwork, renderDemoArtwork } from './demo-artwork.ts';
import { createDemoLocks, grantDemoKey } from './demo-chain.ts';
import { DEMO_BUSINESSES, DEMO_CONSUMER } from './demo-data.ts';
import type { DemoBusiness, DemoMembership, SeedDeps } from './demo-types.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Time between two memberships of 'Recently listed': the newest is listed when the seed runs. */
const LISTING_GAP_MS = 3 * 60 * 60 * 1000;

/** Both businesses' memberships in turn, newest first, so 'Recently listed' mixes them. */
const listingOrder = (all: DemoBusiness[]) =>
  Array.from({ length: Math.max(...all.map((business) => business.memberships.length)) }, (_, index) =>
    all.flatMap((business) => business.memberships[index] ?? []),
  ).flat();

type SeededParent = { profileId: number; tokenId: number; businessId: number };

/**
 * Creates the demo users, businesses and memberships (with their locks) and the demo consumer's
 * copy of one membership (its key granted on chain), unless business or consumer accounts exist.
 * Operators do not count: `pnpm operator:create` may make one before the first start (the e2e setup does).
 */
export async function seedDemo(deps: SeedDeps): Promise<'seeded' | 'skipped'> {
  const [{ count } = { count: 0 }] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.roleName} <> 'OPERATOR'`);
  if (count > 0) return 'skipped';
  const startedAt = Date.now();

  // Chain first: without it the seed must fail before writing anything.
  let deployment: Awaited<ReturnType<ChainPort['deployment']>>;
  try {
    await askAgainOnStart('eth_blockNumber', () => deps.chain.blockNumber());
    deployment = await askAgainOnStart('the deployment', () => deps.chain.deployment());
  } catch (cause) {
    throw new Error(
      `Demo seed needs the chain at ${deps.chain.rpcUrl} with the contracts deployed (start it first)`,
      { cause },
    );
  }
  const memberships = listingOrder(DEMO_BUSINESSES);
  const locks = await createDemoLocks(deps, memberships);
  const owned = memberships.find((membership) => membership.title === DEMO_CONSUMER.owns);
  const ownedLock = owned && locks.get(owned);
  if (!owned || !ownedLock) throw new Error(`No demo membership ${DEMO_CONSUMER.owns}`);
  // The consumer's id is taken from the sequence now, so its custody address can hold the key
  // before any row is written (a failed seed leaves the database empty).
  const consumerId = await nextUserId(deps.db);
  const custodyAddress = deriveCustodyAddress(deps.env.custodySecret, consumerId);
  const key = await grantDemoKey(deps, ownedLock, owned, custodyAddress);

  const listedAt = new Map(
    memberships.map((membership, index) => [membership, new Date(startedAt - index * LISTING_GAP_MS)]),
  );
  const [passwordHash, ...artwork] = await Promise.all([
    hashPassword(DEMO_PASSWORD, deps.env.passwordScryptCost),
    ...DEMO_BUSINESSES.map(renderDemoArtwork),
  ]);
  await deps.db.transaction(async (tx) => {
    const [consumer] = await tx
      .insert(users)
      .overridingSystemValue()
      .values({
        id: consumerId,
        custodyAddress,
        email: DEMO_CONSUMER.email,
        username: DEMO_CONSUMER.username,
        passwordHash,
        firstName: DEMO_CONSUMER.firstName,
        lastName: DEMO_CONSUMER.lastName,
        phoneNumber: DEMO_CONSUMER.phoneNumber,
        ...DEMO_CONSUMER.address,
        roleName: 'CONSUMER',
        status: 'ACTIVE',
        isEmailVerified: true,
      })
      .returning({ id: users.id });
    if (!consumer) throw new Error('Inserting the demo consumer returned nothing');
    const categoryIds = new Map((await tx.select().from(categories)).map((row) => [row.name, row.id]));
    const parents = new Map<DemoMembership, SeededParent>();
    for (const [index, business] of DEMO_BUSINESSES.entries()) {
      const businessArtwork = artwork[index];
      if (!businessArtwork) throw new Error(`No artwork for ${business.name}`);
      await seedBusiness({ tx, storage: deps.storage }, business, {
        artwork: businessArtwork,
        passwordHash,
        chainId: deployment.chainId,
        locks,
        categoryIds,
        listedAt,
        parents,
        owned,
      });
    }
    // The consumer's copy, as a purchase records it: the key on chain, its expiry, the minimum resale ask.
    const parent = parents.get(owned);
    if (!parent) throw new Error(`${owned.title} was not seeded`);
    await tx.insert(tokens).values({
      tokenProfileId: parent.profileId,
      businessId: parent.businessId,
      parentId: parent.tokenId,
      ownerId: consumer.id,
      tokenIdBc: key.keyId,
      ownerWalletAddress: key.holder,
      expiresAt: key.expiresAt,
      chainSyncedAt: new Date(),
      listingAmount: owned.price,
    });
  });
  deps.logger.info(
    { businesses: DEMO_BUSINESSES.length, memberships: locks.size, ms: Date.now() - startedAt },
    'demo data seeded',
  );
  return 'seeded';
}

async function nextUserId(db: Database): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('users', 'id'))::int` })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('The users id sequence answered nothing');
  return row.id;
}

async function seedBusiness(
  deps: { tx: Tx; storage: Storage },
  business: DemoBusiness,
  context: {
    passwordHash: string;
    chainId: number;
    locks: Map<DemoMembership, Address>;
    categoryIds: Map<string, number>;
    listedAt: Map<DemoMembership, Date>;
    /** Filled with each membership's rows. */
    parents: Map<DemoMembership, SeededParent>;
    /** The membership of which one copy is sold (to the demo consumer). */
    owned: DemoMembership;
    artwork: DemoArtwork;
  },
) {
  const { tx } = deps;
  const [owner] = await tx
    .insert(users)
    .values({
      ...business.owner,
      ...business.address,
      passwordHash: context.passwordHash,
      roleName: 'BUSINESS',
      status: 'ACTIVE',
      isEmailVerified: true,
    })
    .returning({ id: users.id });
  if (!owner) throw new Error('Inserting a demo owner returned nothing');

  const store = (image: DecodedImage, folder: string, name: string) =>
    storeDecodedImage({ db: tx, storage: deps.storage }, image, {
      folder,
      originalName: `${name}.${image.mimeType === 'image/png' ? 'png' : 'jpg'}`,
      uploadedById: owner.id,
    });
  const logo = await store(context.artwork.logo, 'logos', business.name);
  const cover = await store(context.artwork.cover, 'covers', business.name);

  const [created] = await tx
    .insert(businesses)
    .values({
      ownerId: owner.id,
      name: business.name,
      description: business.description,
      city: business.address.city,
      state: business.address.state,
      location: `${business.address.address1}, ${business.address.city}, ${business.address.state} ${business.address.zip}`,
      website: business.website,
      instagram: business.instagram,
      logoFileId: logo.id,
      coverFileId: cover.id,
    })
    .returning({ id: businesses.id });
  if (!created) throw new Error('Inserting a demo business returned nothing');

  for (const membership of business.memberships) {
    const categoryId = context.categoryIds.get(membership.category);
    if (!categoryId) throw new Error(`Unknown category ${membership.category}`);
    const artwork = context.artwork.memberships.get(membership);
    if (!artwork) throw new Error(`No artwork for ${membership.title}`);
    const art = await store(artwork.art, 'art', membership.title);
    const sold = membership === context.owned ? 1 : 0;
    const createdAt = context.listedAt.get(membership);
    const [profile] = await tx
      .insert(tokenProfiles)
      .values({
        businessId: created.id,
        categoryId,
        title: membership.title,
        description: membership.description,
        price: membership.price,
        renewalPrice: membership.renewalPrice,
        status: 'ACTIVE',
        copies: membership.copies,
        soldCopiesCount: sold,
        availableCopiesCount: membership.copies === -1 ? -1 : membership.copies - sold,
        expirationDuration: membership.expirationDuration,
        expirationDurationType: membership.expirationDurationType,
        contractAddress: context.locks.get(membership),
        blockchainNetworkId: context.chainId,
        artImageFileId: art.id,
        termsAndConditions: `${membership.title} is personal, valid at ${business.name} only, and follows the house rules.`,
        isFeatured: membership.flags.includes('featured'),
        isRecommended: membership.flags.includes('recommended'),
        isHot: membership.flags.includes('hot'),
        createdAt,
      })
      .returning({ id: tokenProfiles.id });
    if (!profile) throw new Error('Inserting a demo membership returned nothing');
    await tx
      .insert(tokenPerks)
      .values(membership.perks.map((perk, position) => ({ tokenProfileId: profile.id, position, ...perk })));
    for (const [position, image] of artwork.covers.entries()) {
      const coverFile = await store(image, 'token-covers', `${membership.title} ${position + 1}`);
      await tx.insert(tokenCovers).values({ tokenProfileId: profile.id, fileId: coverFile.id, position });
    }
    if (membership.gate) await tx.insert(gates).values({ tokenProfileId: profile.id, ...membership.gate });
    const [parent] = await tx
      .insert(tokens)
      .values({ tokenProfileId: profile.id, businessId: created.id, ownerId: owner.id, createdAt })
      .returning({ id: tokens.id });
    if (!parent) throw new Error('Inserting a demo parent token returned nothing');
    context.parents.set(membership, { profileId: profile.id, tokenId: parent.id, businessId: created.id });
  }
}
