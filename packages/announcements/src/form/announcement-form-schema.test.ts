import { describe, expect, it } from 'vitest';
import { announcementFormResolver, BLANK_ANNOUNCEMENT_FORM } from './announcement-form-schema.ts';

const resolve = (values: typeof BLANK_ANNOUNCEMENT_FORM) =>
  announcementFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('announcementFormResolver', () => {
  it('sends ACTIVE when Create and Post is ticked, else saves a PENDING draft', async () => {
    const filled = { token_profile_id: '7', subject: 'Happy hour', message: 'Half price.', post: false };
    expect((await resolve(filled)).values).toEqual({
      token_profile_id: 7,
      subject: 'Happy hour',
      message: 'Half price.',
      status: 'PENDING',
    });
    expect((await resolve({ ...filled, post: true })).values).toMatchObject({ status: 'ACTIVE' });
  });

  it('answers the spec messages for an empty form', async () => {
    const { errors } = await resolve(BLANK_ANNOUNCEMENT_FORM);
    expect({
      token: errors.token_profile_id?.message,
      title: errors.subject?.message,
      description: errors.message?.message,
    }).toEqual({
      token: 'Token Name is required',
      title: 'Title is required.',
      description: 'Description is required.',
    });
  });
});
