import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues.ts';
import {
  announcementListQuerySchema,
  announcementPageOf,
  announcementPublishRequestSchema,
} from './announcement-requests.ts';

describe('announcementListQuerySchema', () => {
  it('pages newest first with the default size, or reads the bell’s five newest', () => {
    const plain = announcementListQuerySchema.parse({});
    expect(announcementPageOf(plain)).toEqual({ page: 1, limit: 12 });
    const quick = announcementListQuerySchema.parse({
      is_quick_notification: 'true',
      page: '3',
      limit: '50',
    });
    expect(announcementPageOf(quick)).toEqual({ page: 1, limit: 5 });
  });

  it('refuses a flag other than true or false, and oversized pages', () => {
    expect(messagesOf(announcementListQuerySchema, { is_quick_notification: 'yes' })).toEqual([
      'is_quick_notification must be true or false.',
    ]);
    expect(announcementListQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });
});

describe('announcementPublishRequestSchema', () => {
  it('needs both ids as record ids', () => {
    expect(announcementPublishRequestSchema.parse({ announcement_id: 4, token_profile_id: '9' })).toEqual({
      announcement_id: 4,
      token_profile_id: 9,
    });
    expect(announcementPublishRequestSchema.safeParse({ announcement_id: 4 }).success).toBe(false);
  });
});
