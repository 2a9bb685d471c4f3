import { describe, expect, it } from 'vitest';
import { businessLinksOf } from './business.ts';

describe('businessLinksOf', () => {
  it('copies the location and every link of a wider row, and nothing else', () => {
    const row = {
      id: 7,
      name: 'Casa',
      ownerCity: 'Miami',
      location: '1 Ocean Dr',
      website: 'https://casa.example',
      facebook: null,
      twitter: null,
      instagram: 'https://instagram.com/casa',
      tiktok: null,
      twitch: null,
      youtube: 'https://youtube.com/casa',
    };
    expect(businessLinksOf(row)).toEqual({
      location: '1 Ocean Dr',
      website: 'https://casa.example',
      facebook: null,
      twitter: null,
      instagram: 'https://instagram.com/casa',
      tiktok: null,
      twitch: null,
      youtube: 'https://youtube.com/casa',
    });
  });
});
