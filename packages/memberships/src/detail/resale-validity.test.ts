import { formatDateTimeInZone } from '@keyclub/domain';
import { tokenFixture } from '@keyclub/domain/testing';
import { describe, expect, it } from 'vitest';
import { resaleValidity } from './resale-validity.ts';

const now = new Date('2026-03-05T12:00:00Z');
const listed = tokenFixture({
  parent_id: 3,
  is_open_for_sale: true,
  listing_amount: 24,
  total_amount: 25.63,
  expires_at: '2026-04-04T14:07:09.000Z',
});

describe('resaleValidity', () => {
  it('shows a listed copy’s expiry in the viewer’s zone, named, and the whole days left', () => {
    expect(resaleValidity(listed, false, now)).toEqual({
      expiration: formatDateTimeInZone('2026-04-04T14:07:09.000Z'),
      timeLeft: '30 days',
    });
  });

  it('says Never Expires, with no time left, for a key without expiry', () => {
    expect(resaleValidity({ ...listed, expires_at: null }, false, now)).toEqual({
      expiration: 'Never Expires',
      timeLeft: null,
    });
  });

  it('shows nothing for an unlisted copy, a parent, or the owner’s own listing', () => {
    expect(resaleValidity({ ...listed, is_open_for_sale: false }, false, now)).toBeNull();
    expect(resaleValidity({ ...listed, parent_id: null }, false, now)).toBeNull();
    expect(resaleValidity(listed, true, now)).toBeNull();
  });
});
