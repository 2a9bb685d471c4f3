import type { Announcement } from '@keyclub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '../client.ts';
import { type CannedResponse, startTestServer } from '../testing/http-test-server.ts';
import { fetchAnnouncement } from './announcement-detail.ts';
import { fetchAnnouncementHolders } from './announcement-holders.ts';
import { fetchAnnouncementPage, fetchQuickAnnouncements } from './announcement-list.ts';
import { fetchUnreadAnnouncements } from './announcement-unread.ts';
import {
  archiveAnnouncement,
  publishAnnouncement,
  readAnnouncement,
  saveAnnouncement,
} from './announcement-writes.ts';

const announcement: Announcement = {
  id: 4,
  subject: 'Happy hour',
  message: 'Half price.',
  status: 'ACTIVE',
  created_at: '2026-11-23T17:00:00.000Z',
  token_profile_id: 9,
  token_profile: { id: 9, title: 'Supper Club', thumbnail: null },
  business: { id: 2, name: 'Harbor' },
  announcement_user: [{ is_read: false }],
  user_count: null,
  read_count: null,
};

describe('announcement endpoints (SPEC section 7, exact paths)', () => {
  let answer: CannedResponse;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer(() => answer);
    configureApiClient({ baseUrl: server.url, getAccessToken: () => null });
  });
  afterAll(() => server.close());

  it('reads the list, the bell’s quick list, the unread count and one announcement', async () => {
    answer = { body: { data: [announcement], meta: { page: 2, limit: 12, total: 13 } } };
    expect((await fetchAnnouncementPage({ page: 2, limit: 12 })).meta.total).toBe(13);
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', url: '/announcements?page=2&limit=12' });
    expect(await fetchQuickAnnouncements()).toEqual([announcement]);
    expect(server.requests.at(-1)).toMatchObject({ url: '/announcements?is_quick_notification=true' });

    answer = { body: { data: { num_unread: 3 } } };
    expect(await fetchUnreadAnnouncements()).toBe(3);
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', url: '/announcements/unread' });

    answer = { body: { data: { holder_count: 7 } } };
    expect(await fetchAnnouncementHolders(9)).toBe(7);
    expect(server.requests.at(-1)).toMatchObject({
      method: 'GET',
      url: '/announcements/holders?token_profile_id=9',
    });

    answer = { body: { data: announcement } };
    expect(await fetchAnnouncement(4)).toEqual(announcement);
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', url: '/announcement/4' });
  });

  it('creates, updates, publishes, archives and reads on their paths', async () => {
    answer = { body: { data: announcement } };
    const form = {
      token_profile_id: 9,
      subject: 'Happy hour',
      message: 'Half price.',
      status: 'PENDING',
    } as const;
    await saveAnnouncement({ form });
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', url: '/announcement' });
    await saveAnnouncement({ id: 4, form });
    expect(server.requests.at(-1)).toMatchObject({ method: 'PUT', url: '/announcement/up/4' });
    await publishAnnouncement(announcement);
    expect(server.requests.at(-1)).toMatchObject({ method: 'PUT', url: '/announcement/publish' });
    expect(JSON.parse(String(server.requests.at(-1)?.body))).toEqual({
      announcement_id: 4,
      token_profile_id: 9,
    });
    await archiveAnnouncement(4);
    expect(server.requests.at(-1)).toMatchObject({ method: 'PUT', url: '/announcement/archive' });
    expect(JSON.parse(String(server.requests.at(-1)?.body))).toEqual({ announcement_id: 4 });
    await readAnnouncement(4);
    expect(server.requests.at(-1)).toMatchObject({ method: 'PUT', url: '/announcement/read/4' });
  });
});
