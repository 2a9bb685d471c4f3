import {
  activationCardSchema,
  checkoutSessionSchema,
  dataEnvelope,
  tokenSchema,
  type UserRole,
} from '@keyclub/domain';
import { desc, eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { chainWrites, files, tokenProfiles, tokens, users, wallets } from '../../db/schema/index.ts';
import { ACCESS_TOKEN_HEADER } from '../../http/access-token.ts';
import { createSession } from '../../http/sessions.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import {
  categoryId,
  membershipFields,
  membershipForm,
  pngFile,
  signedInUser,
  type TestSession,
} from '../fixtures/membership-fixtures.ts';
import { ownershipOnFork } from '../fixtures/ownership-fixtures.ts';
import { TEST_PASSWORD } from '../test-accounts.ts';
import type { TestApp } from '../test-app.ts';

/** Who calls: nobody, the owners of the world's resources, a stranger of each role, and an operator. */
export const ACTORS = [
  'anonymous',
  'consumer',
  'otherConsumer',
  'business',
  'otherBusiness',
  'operator',
] as const;
export type Actor = (typeof ACTORS)[number];
type SignedInActor = Exclude<Actor, 'anonymous'>;

const tokenBody = dataEnvelope(tokenSchema);
const cardBody = dataEnvelope(activationCardSchema);
const sessionBody = dataEnvelope(checkoutSessionSchema);

export type AccessWorld = Awaited<ReturnType<typeof accessWorld>>;

/**
 * Real resources, made through the API where it makes them: `business` issued the memberships gold,
 * silver, ruby, jade and onyx (real locks on a private fork), `consumer` owns a copy of gold, ruby, jade and onyx
 * (keys granted on chain; jade's listed for sale) and has received an announcement about gold;
 * `otherConsumer` (who has a verified wallet) and `otherBusiness` own nothing of theirs.
 */
export async function accessWorld(t: TestApp) {
  const on = await ownershipOnFork(t);
  const passwordHash = await hashPassword(TEST_PASSWORD, t.deps.env.passwordScryptCost);

  /** A signed-in user of `role` whose password is TEST_PASSWORD (PENDING: signed up, email not verified). */
  async function account(role: UserRole, status: 'ACTIVE' | 'PENDING' = 'ACTIVE') {
    const session = await signedInUser(t, role);
    const [row] = await t.deps.db
      .update(users)
      .set({ passwordHash, status, isEmailVerified: status === 'ACTIVE' })
      .where(eq(users.id, session.userId))
      .returning({ email: users.email });
    return { ...session, email: row?.email ?? '' };
  }
  const people: Record<SignedInActor, TestSession & { email: string }> = {
    consumer: await account('CONSUMER'),
    otherConsumer: await account('CONSUMER'),
    business: await account('BUSINESS'),
    otherBusiness: await account('BUSINESS'),
    operator: await account('OPERATOR'),
  };

  /** A fresh session per call: a row that signs out or changes a password breaks no later row. */
  async function headersOf(actor: Actor): Promise<Record<string, string>> {
    if (actor === 'anonymous') return {};
    const { token } = await createSession(t.deps.db, { userId: people[actor].userId, ttlDays: 1 });
    return { [ACCESS_TOKEN_HEADER]: token };
  }

  const request = async (actor: Actor, path: string, init: RequestInit = {}) =>
    on.app.request(path, { ...init, headers: { ...(await headersOf(actor)), ...init.headers } });
  const jsonInit = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  async function expectOk(response: Response, status = 200) {
    if (response.status !== status)
      throw new Error(`Fixture call: ${response.status} ${await response.text()}`);
    return response.json();
  }

  const nightlife = await categoryId(t, 'Nightlife');
  /** The create form of a membership with its images, as the business app sends it. */
  const membershipCreateForm = async (title: string) =>
    membershipForm(membershipFields(nightlife, { title }), {
      art_image: await pngFile('art.png'),
      covers: [await pngFile('cover.png', 1200, 400)],
    });

  /** A membership created through POST /tokens: its lock mined on the fork, its images stored. */
  async function issuedMembership(title: string) {
    const response = await request('business', '/tokens', {
      method: 'POST',
      body: await membershipCreateForm(title),
    });
    const { data } = tokenBody.parse(await expectOk(response, 201));
    const [profile] = await t.deps.db
      .select({ id: tokenProfiles.id, lock: tokenProfiles.contractAddress, art: files.storageKey })
      .from(tokens)
      .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
      .leftJoin(files, eq(files.id, tokenProfiles.artImageFileId))
      .where(eq(tokens.id, data.id));
    if (!profile?.lock || !profile.art) throw new Error(`${title} has no lock or art image`);
    return {
      tokenId: data.id,
      profileId: profile.id,
      lock: profile.lock as `0x${string}`,
      artKey: profile.art,
    };
  }

  // Made first: the chain write rows read below is the last membership's.
  const pearl = await issuedMembership('Access pearl');
  const gold = await issuedMembership('Access gold');
  const silver = await issuedMembership('Access silver');
  // A lock lets an address hold one key: the consumer's other copies are of other memberships.
  const ruby = await issuedMembership('Access ruby');
  const jade = await issuedMembership('Access jade');
  const onyx = await issuedMembership('Access onyx');
  const [saved] = await t.deps.db
    .select({ id: chainWrites.id })
    .from(chainWrites)
    .where(eq(chainWrites.requestedById, people.business.userId))
    .orderBy(desc(chainWrites.id))
    .limit(1);
  if (!saved) throw new Error('The membership saves left no chain write');

  /** The consumer's copy of a membership the business archived: no longer public (docs/api.md). */
  async function hiddenCopy() {
    const businessId = people.business.businessId ?? 0;
    const [profile] = await t.deps.db
      .insert(tokenProfiles)
      .values({
        businessId,
        categoryId: nightlife,
        title: 'Access archived',
        description: 'No longer sold.',
        price: '10.00',
        renewalPrice: '8.00',
        status: 'ARCHIVED',
        copies: 10,
        availableCopiesCount: 9,
      })
      .returning({ id: tokenProfiles.id });
    if (!profile) throw new Error('Inserting the archived profile returned nothing');
    const [parent] = await t.deps.db
      .insert(tokens)
      .values({ tokenProfileId: profile.id, businessId, ownerId: people.business.userId })
      .returning({ id: tokens.id });
    const [copy] = await t.deps.db
      .insert(tokens)
      .values({
        tokenProfileId: profile.id,
        businessId,
        parentId: parent?.id,
        ownerId: people.consumer.userId,
      })
      .returning({ id: tokens.id });
    if (!copy) throw new Error('Inserting the archived copy returned nothing');
    return copy.id;
  }

  const cardCopy = (await on.ownedCopy(gold, undefined, people.consumer)).copyId;
  // A second copy for the door-code lookup, which activates its card as the QR row does cardCopy's.
  const doorCopy = (await on.ownedCopy(onyx, undefined, people.consumer)).copyId;
  const saleCopy = (await on.ownedCopy(ruby, undefined, people.consumer)).copyId;
  // A copy for the wallet pass rows, whose scan activates it (the card rows keep theirs).
  const passCopy = (await on.ownedCopy(pearl, undefined, people.consumer)).copyId;

  // The consumer's payout account, connected on the local onboarding page: a listing needs it (issue 34).
  const onboarding = await request('consumer', '/payouts/onboarding', { method: 'POST' });
  const { url } = ((await expectOk(onboarding)) as { data: { url: string } }).data;
  const connected = await t.app.request(new URL(url).pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'account_number=000123456789&routing_number=110000000',
  });
  if (connected.status !== 303)
    throw new Error(`Fixture call: ${connected.status} ${await connected.text()}`);

  // The consumer's jade copy listed for sale, and a verified wallet another consumer could pay it from.
  const listedCopy = (await on.ownedCopy(jade, undefined, people.consumer)).copyId;
  const listing = await request(
    'consumer',
    `/tokens/${listedCopy}/sell`,
    jsonInit('POST', { price: '60.00' }),
  );
  await expectOk(listing);
  const buyerWallet = privateKeyToAccount(generatePrivateKey()).address;
  await t.deps.db
    .insert(wallets)
    .values({ userId: people.otherConsumer.userId, address: buyerWallet, verifiedAt: new Date() });

  /** A new PENDING membership card of the consumer's card copy (or `copyId`), with its signed QR link and door code. */
  async function newCard(copyId = cardCopy) {
    const response = await request('consumer', `/tokens/${copyId}/activations`, { method: 'POST' });
    const { data } = cardBody.parse(await expectOk(response, 201));
    const query = new URL(data.qr_url ?? '').searchParams;
    const link = { exp: Number(query.get('exp')), sig: query.get('sig') ?? '' };
    return { id: data.id, link, doorCode: data.door_code ?? '' };
  }

  /** An announcement of the business about gold: a draft, or sent (ACTIVE) to gold's holders. */
  async function announcement(status: 'PENDING' | 'ACTIVE') {
    const body = {
      token_profile_id: gold.profileId,
      subject: 'Opening night',
      message: 'Doors at 8.',
      status,
    };
    const response = await request('business', '/announcement', jsonInit('POST', body));
    return ((await expectOk(response, 201)) as { data: { id: number } }).data.id;
  }

  /** An open local checkout session of silver, opened by a new consumer. */
  async function openSession(buyer?: TestSession) {
    const session = buyer ?? (await signedInUser(t, 'CONSUMER'));
    const response = await on.app.request('/tokens/checkout', {
      ...jsonInit('POST', { id: silver.tokenId }),
      headers: { 'Content-Type': 'application/json', ...session.headers },
    });
    return sessionBody.parse(await expectOk(response, 201)).data.session_id;
  }

  return {
    t,
    deps: on.deps,
    people,
    request,
    account,
    nightlife,
    membershipCreateForm,
    expectOk,
    gold,
    silver,
    chainWriteId: saved.id,
    cardCopy,
    doorCopy,
    saleCopy,
    passCopy,
    listedCopy,
    buyerWallet,
    hiddenCopy: await hiddenCopy(),
    card: await newCard(),
    newCard,
    sent: await announcement('ACTIVE'),
    draft: await announcement('PENDING'),
    announcement,
    consumerSession: await openSession(people.consumer),
    openSession,
    stop: on.stop,
  };
}
