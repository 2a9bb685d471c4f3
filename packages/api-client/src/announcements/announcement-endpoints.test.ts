import type { Announcement } from '@keyclub/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '../client.ts';
import { mockApi, type Reply, type SentRequest, TEST_API_URL } from '../testing/mock-api.ts';
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
  let sent: SentRequest[];
  const answer = (reply: Reply) => {
    sent = mockApi(() => reply);
  };
  beforeAll(() => configureApiClient({ baseUrl: TEST_API_URL, getAccessToken: () => null }));

  it('reads the list, the bell’s quick list, the unread count and one announcement', async () => {
    answer({ body: { data: [announcement], meta: { page: 2, limit: 12, total: 13 } } });
    expect((await fetchAnnouncementPage({ page: 2, limit: 12 })).meta.total).toBe(13);
    expect(sent.at(-1)).toMatchObject({ call: 'GET /announcements?page=2&limit=12' });
    expect(await fetchQuickAnnouncements()).toEqual([announcement]);
    expect(sent.at(-1)).toMatchObject({ call: 'GET /announcements?is_quick_notification=true' });

    answer({ body: { data: { num_unread: 3 } } });
    expect(await fetchUnreadAnnouncements()).toBe(3);
    expect(sent.at(-1)).toMatchObject({ call: 'GET /announcements/unread' });

    answer({ body: { data: { holder_count: 7 } } });
    expect(await fetchAnnouncementHolders(9)).toBe(7);
    expect(sent.at(-1)).toMatchObject({ call: 'GET /announcements/holders?token_profile_id=9' });

    answer({ body: { data: announcement } });
    expect(await fetchAnnouncement(4)).toEqual(announcement);
    expect(sent.at(-1)).toMatchObject({ call: 'GET /announcement/4' });
  });

  it('creates, updates, publishes, archives and reads on their paths', async () => {
    answer({ body: { data: announcement } });
    const form = {
      token_profile_id: 9,
      subject: 'Happy hour',
      message: 'Half price.',
      status: 'PENDING',
    } as const;
    await saveAnnouncement({ form });
    expect(sent.at(-1)).toMatchObject({ call: 'POST /announcement' });
    await saveAnnouncement({ id: 4, form });
    expect(sent.at(-1)).toMatchObject({ call: 'PUT /announcement/up/4' });
    await publishAnnouncement(announcement);
    expect(sent.at(-1)).toMatchObject({ call: 'PUT /announcement/publish' });
    expect(sent.at(-1)?.body).toEqual({
      announcement_id: 4,
      token_profile_id: 9,
    });
    await archiveAnnouncement(4);
    expect(sent.at(-1)).toMatchObject({ call: 'PUT /announcement/archive' });
    expect(sent.at(-1)?.body).toEqual({ announcement_id: 4 });
    await readAnnouncement(4);
    expect(sent.at(-1)).toMatchObject({ call: 'PUT /announcement/read/4' });
  });
});
