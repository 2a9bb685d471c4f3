import type { User } from '@keyclub/domain';
import { userFixture } from '@keyclub/domain/testing';

export const consumerUser = userFixture({
  id: 7,
  email: 'ana.smith@example.com',
  username: 'anasmith',
  address1: '1 Main Street',
});

export const businessUser: User = {
  ...consumerUser,
  id: 8,
  email: 'owner@harbor.example',
  username: 'harborowner',
  role_name: 'BUSINESS',
  business: {
    id: 3,
    name: 'Harbor Club',
    description: 'Cocktails by the water.',
    city: 'Seattle',
    state: 'WA',
    logo: { url: 'http://api.test/files/logo-old.png' },
    cover: { url: 'http://api.test/files/cover-old.png' },
    owner: { city: 'Austin', state: 'TX' },
    location: 'Pier 57',
    website: 'https://harbor.example',
    facebook: null,
    twitter: null,
    instagram: 'https://instagram.com/harbor',
    tiktok: 'https://tiktok.com/@harbor',
    twitch: null,
    youtube: null,
  },
};
