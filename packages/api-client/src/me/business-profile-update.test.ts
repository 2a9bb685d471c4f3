import type { BusinessProfileForm } from '@keyclub/domain';
import { describe, expect, it } from 'vitest';
import { businessProfileFormData } from './business-profile-update.ts';

const profile: BusinessProfileForm = {
  name: 'Harbor Club',
  description: 'Cocktails by the water.',
  city: 'Seattle',
  state: 'WA',
  location: null,
  website: 'https://harbor.example',
  facebook: null,
  twitter: null,
  instagram: null,
  tiktok: null,
  twitch: null,
  youtube: null,
};

describe('PUT /auth/business-profile multipart body', () => {
  it('sends every text field, a missing one blank so the server clears it, and no image part', () => {
    const body = businessProfileFormData({ profile });
    expect([...body.entries()]).toEqual([
      ['name', 'Harbor Club'],
      ['description', 'Cocktails by the water.'],
      ['city', 'Seattle'],
      ['state', 'WA'],
      ['location', ''],
      ['website', 'https://harbor.example'],
      ['facebook', ''],
      ['twitter', ''],
      ['instagram', ''],
      ['tiktok', ''],
      ['twitch', ''],
      ['youtube', ''],
    ]);
  });

  it('adds only the images that were chosen anew', () => {
    const cover = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cover.jpg', { type: 'image/jpeg' });
    const body = businessProfileFormData({ profile, cover });
    expect(body.has('logo')).toBe(false);
    const sent = body.get('cover');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('cover.jpg');
  });
});
