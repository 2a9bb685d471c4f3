import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues.ts';
import { announcementFormSchema } from './announcement-form.ts';

const form = {
  token_profile_id: '7',
  subject: 'Happy hour',
  message: 'Half price on Friday',
  status: 'PENDING',
};

describe('announcementFormSchema', () => {
  it('accepts a draft and a post-now announcement', () => {
    expect(announcementFormSchema.parse(form)).toEqual({ ...form, token_profile_id: 7 });
    expect(messagesOf(announcementFormSchema, { ...form, status: 'ACTIVE' })).toEqual([]);
  });

  it('uses the spec messages for missing fields', () => {
    expect(
      messagesOf(announcementFormSchema, { ...form, token_profile_id: '', subject: '', message: '' }),
    ).toEqual(['Token Name is required', 'Title is required.', 'Description is required.']);
  });

  it('limits the title to 100 characters', () => {
    expect(messagesOf(announcementFormSchema, { ...form, subject: 'a'.repeat(100) })).toEqual([]);
    expect(messagesOf(announcementFormSchema, { ...form, subject: 'a'.repeat(101) })).toEqual([
      'Title must be at most 100 characters.',
    ]);
  });

  it('only creates drafts or sent announcements', () => {
    expect(announcementFormSchema.safeParse({ ...form, status: 'ARCHIVED' }).success).toBe(false);
  });
});
