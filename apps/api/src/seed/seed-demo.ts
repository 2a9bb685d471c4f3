import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Address } from 'viem';
import type { ChainPort } from '../adapters/chain/chain-port.ts';
import type { Storage } from '../adapters/storage/storage.ts';
import { sendAndConfirm } from '../chain-writes/send-call.ts';
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
import { storeImage } from '../modules/files/service.ts';
import { createLockCall } from '../modules/tokens/membership-lock.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { DEMO_BUSINESSES, DEMO_CONSUMER, type DemoBusiness, type DemoMembership } from './demo-data.ts';
import { renderDemoImage } from './demo-images.ts';

export type SeedDeps = { db: Database; storage: Storage; chain: ChainPort; logger: Logger };

/** The local chain mines at once; a lock not mined in this time means the chain is not usable. */
const SEED_LOCK_TIMEOUT_MS = 60_000;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Creates the demo users, businesses and memberships (with their locks) unless users exist. */
export async function seedDemo(deps: SeedDeps): Promise<'seeded' | 'skipped'> {
  const [{ count } = { count: 0 }] = await deps.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return 'skipped';

  // Locks first: without a chain the seed must fail before writing anything.
  let deployment: Awaited<ReturnType<ChainPort['deployment']>>;
  try {
    await deps.chain.blockNumber();
    deployment = await deps.chain.deployment();
  } catch (cause) {
    throw new Error(
      `Demo seed needs the chain at ${deps.chain.rpcUrl} with the contracts deployed (start it first)`,
      { cause },
    );
  }
  // Through the chain port under the signer lock, like the API's writes (nothing recorded: the seed
  // runs before the API serves and a failed seed is simply run again on an empty database).
  const locks = new Map<DemoMembership, Address>();
  for (const membership of DEMO_BUSINESSES.flatMap((business) => business.memberships)) {
    const call = createLockCall({
      title: membership.title,
      price: Number(membership.price),
      copies: membership.copies,
      expirationDuration: membership.expirationDuration,
      expirationDurationType: membership.expirationDurationType,
    });
    const { lock } = await sendAndConfirm(deps, call, SEED_LOCK_TIMEOUT_MS);
    if (!lock) throw new Error(`No lock was created for ${membership.title}`);
    locks.set(membership, lock);
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await deps.db.transaction(async (tx) => {
    await tx.insert(users).values({
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
    });
    const categoryIds = new Map((await tx.select().from(categories)).map((row) => [row.name, row.id]));
    for (const business of DEMO_BUSINESSES) {
      await seedBusiness({ tx, storage: deps.storage }, business, {
        passwordHash,
        chainId: deployment.chainId,
        locks,
        categoryIds,
      });
    }
  });
  deps.logger.info({ businesses: DEMO_BUSINESSES.length, locks: locks.size }, 'demo data seeded');
  return 'seeded';
}

async function seedBusiness(
  deps: { tx: Tx; storage: Storage },
  business: DemoBusiness,
  context: {
    passwordHash: string;
    chainId: number;
    locks: Map<DemoMembership, Address>;
    categoryIds: Map<string, number>;
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

  const image = async (
    folder: string,
    width: number,
    height: number,
    palette: [string, string],
    lines: string[],
  ) =>
    storeImage(
      { db: tx, storage: deps.storage },
      {
        body: await renderDemoImage({ width, height, palette, lines }),
        folder,
        originalName: `${lines[0]}.png`,
        uploadedById: owner.id,
      },
    );
  const logo = await image('logos', 400, 400, business.palette, [initials(business.name)]);
  const cover = await image('covers', 1200, 400, business.palette, [business.name, business.address.city]);

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
    const art = await image('art', 800, 800, membership.palette, [membership.title, business.name]);
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
        availableCopiesCount: membership.copies,
        expirationDuration: membership.expirationDuration,
        expirationDurationType: membership.expirationDurationType,
        contractAddress: context.locks.get(membership),
        blockchainNetworkId: context.chainId,
        artImageFileId: art.id,
        termsAndConditions: `${membership.title} is personal, valid at ${business.name} only, and follows the house rules.`,
      })
      .returning({ id: tokenProfiles.id });
    if (!profile) throw new Error('Inserting a demo membership returned nothing');
    await tx
      .insert(tokenPerks)
      .values(membership.perks.map((perk, position) => ({ tokenProfileId: profile.id, position, ...perk })));
    for (let position = 0; position < membership.coverCount; position++) {
      const coverImage = await image('token-covers', 1200, 600, membership.palette, [
        membership.title,
        `${business.name} · ${position + 1}`,
      ]);
      await tx.insert(tokenCovers).values({ tokenProfileId: profile.id, fileId: coverImage.id, position });
    }
    if (membership.gate) await tx.insert(gates).values({ tokenProfileId: profile.id, ...membership.gate });
    await tx.insert(tokens).values({ tokenProfileId: profile.id, businessId: created.id, ownerId: owner.id });
  }
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => word.toLowerCase() !== 'the')
    .map((word) => word[0]?.toUpperCase())
    .join('');
