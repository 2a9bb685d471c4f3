import { type Announcement, MESSAGES } from '@keyclub/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementMails, announcementUsers, users } from '../../db/schema/index.ts';
import { giveCopies, membershipOf } from '../../testing/fixtures/announcement-fixtures.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';

type Answer = { status: number; body: { data: Announcement; message?: string } };
type PageAnswer = { data: Announcement[]; meta: { page: number; limit: number; total: number } };

describe.each(productionEngine())('announcements on %s', (kind) => {
  let t: TestApp;
  let business: TestSession;
  let otherBusiness: TestSession;
  let holder: TestSession;
  let quietHolder: TestSession;
  let stranger: TestSession;
  let membership: Awaited<ReturnType<typeof membershipOf>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [business, otherBusiness, holder, quietHolder, stranger] = [
      await signedInUser(t, 'BUSINESS'),
      await signedInUser(t, 'BUSINESS'),
      await signedInUser(t, 'CONSUMER'),
      await signedInUser(t, 'CONSUMER'),
      await signedInUser(t, 'CONSUMER'),
    ];
    await t.deps.db
      .update(users)
      .set({ isPurchasedTokenEmailNotify: false })
      .where(eq(users.id, quietHolder.userId));
    membership = await membershipOf(t, business);
    // The holder has two copies: still one receipt.
    await giveCopies(t, membership, [holder.userId, holder.userId, quietHolder.userId]);
  });
  afterAll(() => t.close());

  async function call(session: TestSession, method: string, path: string, body?: unknown) {
    const response = await t.app.request(path, {
      method,
      headers: { ...session.headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }
  const list = async (session: TestSession, query = '') =>
    (await (
      await t.app.request(`/announcements${query}`, { headers: session.headers })
    ).json()) as PageAnswer;
  const unread = async (session: TestSession) =>
    (
      (await (await t.app.request('/announcements/unread', { headers: session.headers })).json()) as {
        data: { num_unread: number };
      }
    ).data.num_unread;
  const draft = (subject = 'Happy hour', status = 'PENDING') =>
    call(business, 'POST', '/announcement', {
      token_profile_id: membership.profileId,
      subject,
      message: 'Half price on Friday.',
      status,
    });

  it('saves a draft that nobody receives, listed for its business with empty statistics', async () => {
    const created = await draft('Draft only');
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      subject: 'Draft only',
      status: 'PENDING',
      token_profile: { id: membership.profileId, title: 'Supper Club' },
      user_count: 0,
      read_count: 0,
      announcement_user: [],
    });
    const own = await list(business);
    expect(own.data.map((a) => a.id)).toContain(created.body.data.id);
    expect((await list(otherBusiness)).data).toEqual([]);
    expect((await list(holder)).data.map((a) => a.id)).not.toContain(created.body.data.id);
    expect((await call(holder, 'GET', `/announcement/${created.body.data.id}`)).status).toBe(404);
  });

  it('answers the spec messages for a missing field, and for a membership of another business', async () => {
    const empty = await call(business, 'POST', '/announcement', {
      token_profile_id: '',
      subject: ' ',
      message: '',
      status: 'PENDING',
    });
    expect(empty.status).toBe(400);
    expect((empty.body as unknown as { errors: { message: string }[] }).errors.map((e) => e.message)).toEqual(
      ['Token Name is required', 'Title is required.', 'Description is required.'],
    );
    const foreign = await call(otherBusiness, 'POST', '/announcement', {
      token_profile_id: membership.profileId,
      subject: 'Not mine',
      message: 'x',
      status: 'ACTIVE',
    });
    expect(foreign).toMatchObject({ status: 400, body: { message: 'Token Name is required' } });
  });

  it('keeps consumers and other businesses out of the business’s calls', async () => {
    const created = await draft();
    const id = created.body.data.id;
    expect(
      (await call(holder, 'POST', '/announcement', { token_profile_id: membership.profileId })).status,
    ).toBe(403);
    const publish = { announcement_id: id, token_profile_id: membership.profileId };
    expect((await call(holder, 'PUT', '/announcement/publish', publish)).status).toBe(403);
    expect((await call(otherBusiness, 'PUT', '/announcement/publish', publish)).status).toBe(404);
    expect((await call(otherBusiness, 'GET', `/announcement/${id}`)).status).toBe(404);
    expect(
      (
        await call(otherBusiness, 'PUT', `/announcement/up/${id}`, {
          token_profile_id: membership.profileId,
          subject: 'Taken over',
          message: 'x',
          status: 'PENDING',
        })
      ).status,
    ).toBe(404);
    expect((await call(otherBusiness, 'PUT', '/announcement/archive', { announcement_id: id })).status).toBe(
      404,
    );
    expect((await call(business, 'GET', '/announcements/unread')).status).toBe(403);
    expect((await call(business, 'PUT', `/announcement/read/${id}`)).status).toBe(403);
    expect((await call(business, 'GET', `/announcement/${id}`)).body.data.status).toBe('PENDING');
  });

  it('edits a draft, sends it to the holders at that time only, and then refuses edits and a second send', async () => {
    const created = await draft('First words');
    const id = created.body.data.id;
    const edited = await call(business, 'PUT', `/announcement/up/${id}`, {
      token_profile_id: membership.profileId,
      subject: 'Better words',
      message: 'Doors open at eight.',
      status: 'PENDING',
    });
    expect(edited.body.data).toMatchObject({ subject: 'Better words', status: 'PENDING' });
    const unreadBefore = await unread(holder);

    const wrongMembership = await call(business, 'PUT', '/announcement/publish', {
      announcement_id: id,
      token_profile_id: membership.profileId + 1_000_000,
    });
    expect(wrongMembership).toMatchObject({
      status: 400,
      body: { message: MESSAGES.announcements.otherMembership },
    });

    const published = await call(business, 'PUT', '/announcement/publish', {
      announcement_id: id,
      token_profile_id: membership.profileId,
    });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ status: 'ACTIVE', user_count: 2, read_count: 0 });

    expect((await call(stranger, 'GET', `/announcement/${id}`)).status).toBe(404);

    expect(await unread(holder)).toBe(unreadBefore + 1);
    const inbox = await list(holder);
    expect(inbox.data[0]).toMatchObject({
      id,
      subject: 'Better words',
      business: { id: membership.businessId },
      announcement_user: [{ is_read: false }],
      user_count: null,
      read_count: null,
    });

    const again = await call(business, 'PUT', '/announcement/publish', {
      announcement_id: id,
      token_profile_id: membership.profileId,
    });
    expect(again).toMatchObject({ status: 409, body: { message: MESSAGES.announcements.alreadySent } });
    const edit = await call(business, 'PUT', `/announcement/up/${id}`, {
      token_profile_id: membership.profileId,
      subject: 'Too late',
      message: 'x',
      status: 'ACTIVE',
    });
    expect(edit).toMatchObject({ status: 409, body: { message: MESSAGES.announcements.sentCannotBeEdited } });
  });

  it('marks a receipt read once: the badge drops, the business sees it viewed, repeating changes nothing', async () => {
    const sent = await draft('Read me', 'ACTIVE');
    const id = sent.body.data.id;
    expect(sent.body.data).toMatchObject({ status: 'ACTIVE', user_count: 2, read_count: 0 });
    const before = await unread(holder);

    const opened = await call(holder, 'GET', `/announcement/${id}`);
    expect(opened.body.data.announcement_user).toEqual([{ is_read: false }]);
    const read = await call(holder, 'PUT', `/announcement/read/${id}`);
    expect(read.body.data.announcement_user).toEqual([{ is_read: true }]);
    expect(await unread(holder)).toBe(before - 1);
    const receipt = async () =>
      (
        await t.deps.db
          .select({ readAt: announcementUsers.readAt })
          .from(announcementUsers)
          .where(and(eq(announcementUsers.announcementId, id), eq(announcementUsers.userId, holder.userId)))
      )[0]?.readAt;
    const firstRead = await receipt();
    expect(firstRead).toBeInstanceOf(Date);

    expect((await call(holder, 'PUT', `/announcement/read/${id}`)).status).toBe(200);
    expect(await receipt()).toEqual(firstRead);
    expect(await unread(holder)).toBe(before - 1);
    expect((await call(business, 'GET', `/announcement/${id}`)).body.data).toMatchObject({
      user_count: 2,
      read_count: 1,
    });
  });

  it('queues one mail per recipient whose notification flag is on', async () => {
    const sent = await draft('Mailed', 'ACTIVE');
    const queued = await t.deps.db
      .select({ userId: announcementMails.userId, sentAt: announcementMails.sentAt })
      .from(announcementMails)
      .where(eq(announcementMails.announcementId, sent.body.data.id));
    expect(queued).toEqual([{ userId: holder.userId, sentAt: null }]);
  });

  it('archives: a consumer’s receipt leaves their list and badge; the business’s leaves every list', async () => {
    const first = (await draft('Archived by the holder', 'ACTIVE')).body.data.id;
    const second = (await draft('Archived by the business', 'ACTIVE')).body.data.id;
    const before = await unread(holder);

    const byHolder = await call(holder, 'PUT', '/announcement/archive', { announcement_id: first });
    expect(byHolder.status).toBe(200);
    expect((await list(holder)).data.map((a) => a.id)).not.toContain(first);
    expect((await list(quietHolder)).data.map((a) => a.id)).toContain(first);
    expect(await unread(holder)).toBe(before - 1);

    const byBusiness = await call(business, 'PUT', '/announcement/archive', { announcement_id: second });
    expect(byBusiness.body.data.status).toBe('ARCHIVED');
    expect((await list(business)).data.map((a) => a.id)).not.toContain(second);
    expect((await list(holder)).data.map((a) => a.id)).not.toContain(second);
    expect(await unread(holder)).toBe(before - 2);
    expect((await call(holder, 'GET', `/announcement/${second}`)).status).toBe(404);
    expect((await call(business, 'GET', `/announcement/${second}`)).body.data.status).toBe('ARCHIVED');
    expect((await call(stranger, 'PUT', '/announcement/archive', { announcement_id: first })).status).toBe(
      404,
    );
  });

  it('reaches the holders at send time only: a later buyer never gets an older announcement', async () => {
    const id = (await draft('Before you came', 'ACTIVE')).body.data.id;
    const lateBuyer = await signedInUser(t, 'CONSUMER');
    await giveCopies(t, membership, [lateBuyer.userId]);
    expect((await list(lateBuyer)).data).toEqual([]);
    expect(await unread(lateBuyer)).toBe(0);
    expect((await call(lateBuyer, 'GET', `/announcement/${id}`)).status).toBe(404);
    expect((await call(lateBuyer, 'PUT', `/announcement/read/${id}`)).status).toBe(404);
    const next = await draft('After you came', 'ACTIVE');
    expect(next.body.data.user_count).toBe(3);
    expect((await list(lateBuyer)).data.map((a) => a.id)).toEqual([next.body.data.id]);
  });

  it('pages newest first, and the bell reads the five newest', async () => {
    const freshBusiness = await signedInUser(t, 'BUSINESS');
    const own = await membershipOf(t, freshBusiness, 'Bell Club');
    const reader = await signedInUser(t, 'CONSUMER');
    await giveCopies(t, own, [reader.userId]);
    const ids: number[] = [];
    for (let n = 1; n <= 7; n += 1) {
      const response = await call(freshBusiness, 'POST', '/announcement', {
        token_profile_id: own.profileId,
        subject: `Note ${n}`,
        message: 'x',
        status: 'ACTIVE',
      });
      ids.push(response.body.data.id);
    }
    const newestFirst = [...ids].reverse();
    const bell = await list(reader, '?is_quick_notification=true');
    expect(bell.data.map((a) => a.id)).toEqual(newestFirst.slice(0, 5));
    expect(bell.meta).toEqual({ page: 1, limit: 5, total: 7 });
    const second = await list(reader, '?page=2&limit=3');
    expect(second.data.map((a) => a.id)).toEqual(newestFirst.slice(3, 6));
    expect((await list(freshBusiness, '?page=3&limit=3')).data.map((a) => a.id)).toEqual(
      newestFirst.slice(6),
    );
    expect(await unread(reader)).toBe(7);
  });
});
