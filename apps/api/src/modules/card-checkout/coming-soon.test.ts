import { MESSAGES } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenProfiles, tokens } from '../../db/schema/index.ts';
import { checkoutOnFork, json, openCheckout } from '../../testing/fixtures/checkout-fixtures.ts';
import {
  categoryId,
  membershipFields,
  membershipForm,
  pngFile,
  signedInUser,
} from '../../testing/fixtures/membership-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { launchDueMemberships, membershipLaunchJob } from '../tokens/launch-memberships.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };
const HOUR_MS = 3_600_000;

describe.each(bothEngines())('coming-soon memberships, on %s', (kind) => {
  let t: TestApp;
  let on: Awaited<ReturnType<typeof checkoutOnFork>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    on = await checkoutOnFork(t);
  });
  afterAll(async () => {
    await on.stop();
    await t.close();
  });

  const profileOf = async (id: number) =>
    (await t.deps.db.select().from(tokenProfiles).where(eq(tokenProfiles.id, id)))[0];
  const publicStatus = async (tokenId: number) => {
    const answer = await on.app.request(`/tokens/${tokenId}`);
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: { profile: { status: string } } }).data.profile.status;
  };
  const marketplaceIds = async (title: string) => {
    const answer = await on.app.request(`/market-place?is_parent=true&title=${encodeURIComponent(title)}`);
    return ((await answer.json()) as { data: { id: number }[] }).data.map((token) => token.id);
  };
  const businessPageIds = async (businessId: number) => {
    const answer = await on.app.request(`/businesses/${businessId}`);
    return ((await answer.json()) as { data: { tokens: { id: number }[] } }).data.tokens.map(
      (token) => token.id,
    );
  };

  it('is created coming soon with its launch time through POST /tokens; a launch time in the past or without coming soon is refused', async () => {
    const business = await signedInUser(t, 'BUSINESS');
    const nightlife = await categoryId(t, 'Nightlife');
    const create = async (title: string, launch: Record<string, string>) => {
      const form = membershipForm(membershipFields(nightlife, { title }), {
        art_image: await pngFile('art.png'),
        covers: [await pngFile('cover.png', 1200, 400)],
      });
      for (const [name, value] of Object.entries(launch)) form.append(name, value);
      return on.app.request('/tokens', { method: 'POST', headers: business.headers, body: form });
    };
    const launchAt = new Date(Date.now() + 2 * HOUR_MS);
    const created = await create('Coming soon rooftop', {
      coming_soon: 'true',
      launch_at: launchAt.toISOString(),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { data } = (await created.json()) as {
      data: { id: number; profile: { id: number; status: string } };
    };
    expect(data.profile.status).toBe('PENDING');
    expect((await profileOf(data.profile.id))?.launchAt?.getTime()).toBe(launchAt.getTime());

    const past = await create('Coming soon late', {
      coming_soon: 'true',
      launch_at: new Date(Date.now() - HOUR_MS).toISOString(),
    });
    expect(past.status).toBe(400);
    const loose = await create('Coming soon loose', { launch_at: launchAt.toISOString() });
    expect(loose.status).toBe(400);
  });

  it('shows COMING SOON until its launch time and takes no purchase; at the launch time the job puts it on sale, once across two processes', async () => {
    const title = `Launch lounge ${Date.now().toString(36)}`;
    const launchAt = new Date(Date.now() + HOUR_MS);
    const soon = await on.membershipWithLock(
      title,
      { price: 9, copies: 4, ...THIRTY_DAYS },
      { status: 'PENDING', launchAt },
    );
    expect(await publicStatus(soon.tokenId)).toBe('PENDING');
    expect(await businessPageIds(soon.business.businessId ?? 0)).toContain(soon.tokenId);
    expect(await marketplaceIds(title)).not.toContain(soon.tokenId);
    const buyer = await signedInUser(t, 'CONSUMER');
    const early = await on.app.request('/tokens/checkout', json({ id: soon.tokenId }, buyer));
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe(MESSAGES.checkout.notOnSale);

    // A minute before: nothing to launch. At the launch time, two workers at once launch it once.
    expect(await launchDueMemberships(t.deps.db, new Date(launchAt.getTime() - 60_000))).toBe(0);
    expect((await profileOf(soon.profileId))?.status).toBe('PENDING');
    const runs = await Promise.all([
      launchDueMemberships(t.deps.db, launchAt),
      launchDueMemberships(t.deps.db, launchAt),
    ]);
    expect(runs.reduce((sum, launched) => sum + launched, 0)).toBe(1);
    expect((await profileOf(soon.profileId))?.status).toBe('ACTIVE');
    expect(await marketplaceIds(title)).toContain(soon.tokenId);
    expect(await openCheckout(on.app, buyer, soon.tokenId)).toMatchObject({ session_id: expect.any(String) });
  });

  it('is buyable from its launch time on even before the job runs: the detail and the checkout launch it', async () => {
    const due = await on.membershipWithLock(
      'Launch due',
      { price: 6, copies: 2, ...THIRTY_DAYS },
      { status: 'PENDING', launchAt: new Date(Date.now() - 1_000) },
    );
    expect(await publicStatus(due.tokenId)).toBe('ACTIVE');
    const buyer = await signedInUser(t, 'CONSUMER');
    expect(await openCheckout(on.app, buyer, due.tokenId)).toMatchObject({ session_id: expect.any(String) });
    expect((await profileOf(due.profileId))?.status).toBe('ACTIVE');
    const [parent] = await t.deps.db.select().from(tokens).where(eq(tokens.id, due.tokenId));
    expect(parent?.tokenProfileId).toBe(due.profileId);
  });

  it('launches by the later of the server’s clock and the chain’s, the server’s when the chain lags or is not reached', async () => {
    const launchJob = (chain: Parameters<typeof membershipLaunchJob>[0]['chain']) =>
      membershipLaunchJob({ db: t.deps.db, chain }, 5_000).run();
    const unreachable = { readKeys: () => Promise.reject(new Error('the chain is not reached')) };
    const lagging = { readKeys: async () => ({ now: new Date(Date.now() - HOUR_MS), keys: [] }) };
    const { timestamp } = await on.fork.client.getBlock();
    const launchAt = new Date(Math.max(Number(timestamp) * 1000, Date.now()) + 24 * HOUR_MS);
    const byChain = await on.membershipWithLock(
      'Launch by the chain',
      { price: 6, copies: 2, ...THIRTY_DAYS },
      { status: 'PENDING', launchAt },
    );
    await launchJob(unreachable);
    await launchJob(on.deps.chain);
    expect((await profileOf(byChain.profileId))?.status).toBe('PENDING');
    // The fork's clock a minute past the launch time, the server's a day before it: the job launches it.
    await on.fork.client.setNextBlockTimestamp({
      timestamp: BigInt(Math.ceil(launchAt.getTime() / 1000) + 60),
    });
    await on.fork.mine();
    await launchJob(on.deps.chain);
    expect((await profileOf(byChain.profileId))?.status).toBe('ACTIVE');

    for (const chain of [lagging, unreachable]) {
      const byServer = await on.membershipWithLock(
        'Launch by the server',
        { price: 6, copies: 2, ...THIRTY_DAYS },
        { status: 'PENDING', launchAt: new Date(Date.now() - 1_000) },
      );
      await launchJob(chain);
      expect((await profileOf(byServer.profileId))?.status).toBe('ACTIVE');
    }
  });

  it('a coming-soon membership without a launch time waits for its business', async () => {
    const waiting = await on.membershipWithLock(
      'Launch someday',
      { price: 6, copies: 2, ...THIRTY_DAYS },
      { status: 'PENDING' },
    );
    await launchDueMemberships(t.deps.db, new Date(Date.now() + 365 * 24 * HOUR_MS));
    expect((await profileOf(waiting.profileId))?.status).toBe('PENDING');
    expect(await publicStatus(waiting.tokenId)).toBe('PENDING');
  });
});
