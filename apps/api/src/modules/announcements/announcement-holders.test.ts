import { VALIDATION_MESSAGES } from '@keyclub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveCopies, membershipOf } from '../../testing/fixtures/announcement-fixtures.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';

describe.each(productionEngine())('GET /announcements/holders on %s', (kind) => {
  let t: TestApp;
  let business: TestSession;
  let otherBusiness: TestSession;
  let holder: TestSession;
  let otherHolder: TestSession;
  let membership: Awaited<ReturnType<typeof membershipOf>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [business, otherBusiness, holder, otherHolder] = [
      await signedInUser(t, 'BUSINESS'),
      await signedInUser(t, 'BUSINESS'),
      await signedInUser(t, 'CONSUMER'),
      await signedInUser(t, 'CONSUMER'),
    ];
    membership = await membershipOf(t, business);
  });
  afterAll(() => t.close());

  const holders = async (session: TestSession | null, tokenProfileId: number | string) => {
    const response = await t.app.request(`/announcements/holders?token_profile_id=${tokenProfileId}`, {
      headers: session?.headers ?? {},
    });
    return {
      status: response.status,
      body: (await response.json()) as { data?: { holder_count: number }; message?: string },
    };
  };

  it('counts each current holder once, and a send reaches exactly that many', async () => {
    expect((await holders(business, membership.profileId)).body.data).toEqual({ holder_count: 0 });
    // Two copies of one person count once; the parent token (no owner) not at all.
    await giveCopies(t, membership, [holder.userId, holder.userId, otherHolder.userId]);
    const counted = await holders(business, membership.profileId);
    expect(counted).toEqual({ status: 200, body: { data: { holder_count: 2 } } });

    const sent = await t.app.request('/announcement', {
      method: 'POST',
      headers: { ...business.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        token_profile_id: membership.profileId,
        subject: 'Counted',
        message: 'As many as the form said.',
        status: 'ACTIVE',
      }),
    });
    expect(((await sent.json()) as { data: { user_count: number } }).data.user_count).toBe(2);
  });

  it('answers another business’s membership as the form does, revealing nothing', async () => {
    const answer = await holders(otherBusiness, membership.profileId);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(VALIDATION_MESSAGES.tokenNameRequired);
  });

  it('is the business’s: consumers are refused, strangers must sign in, and a bad id is a 400', async () => {
    expect((await holders(holder, membership.profileId)).status).toBe(403);
    expect((await holders(null, membership.profileId)).status).toBe(401);
    const bad = await holders(business, 'abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(VALIDATION_MESSAGES.recordIdInvalid);
  });
});
