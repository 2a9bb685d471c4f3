import { describe, expect, it } from 'vitest';
import { businessWithTokensSchema, tokenSchema } from './token.ts';

const business = {
  id: 2,
  name: 'Blue Note',
  description: 'Jazz club',
  city: 'New York',
  state: 'NY',
  logo: { url: '/files/logo.png' },
  cover: null,
  owner: { city: 'Brooklyn', state: 'NY' },
  location: null,
  website: 'https://bluenote.example.com',
  facebook: null,
  twitter: null,
  instagram: null,
  tiktok: null,
  twitch: null,
  youtube: null,
};

const profile = {
  id: 5,
  title: 'Gold Club',
  description: 'Priority tables',
  price: 25,
  category: { id: 4, name: 'Restaurants' },
  status: 'ACTIVE',
  available_copies_count: -1,
  sold_copies_count: 3,
  copies: -1,
  royalty: 2.5,
  lockout_period: -1,
  expiration_duration: 30,
  renewal_price: 10,
  floor_price: null,
  contract_address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  blockchain_network_id: 31337,
  art_image: { url: '/files/art.png' },
  thumbnail: { url: '/files/art-400.png' },
  covers: [{ id: 1, file: { url: '/files/cover-1.png' } }],
  perks: ['Free drink'],
  perk_descriptions: ['One per visit'],
  gate: [{ gate_configuration: { type: 'OPENTABLE' }, values: 'https://opentable.com/w' }],
  terms_and_conditions: null,
};

const token = {
  id: 11,
  token_id: 4,
  token_id_bc: '4',
  parent_id: 9,
  business,
  profile,
  owner: { id: 21, first_name: 'Ana', last_name: 'Smith', city: 'Austin', state: 'TX' },
  owner_info: { status: 'ACTIVE', expiration_readable: '05 April 2026 14:07:09' },
  is_open_for_sale: false,
  is_bc_token_expired: false,
  expires_at: '2026-04-05T14:07:09.000Z',
  last_token_activation: { is_expired: true, activated_at: '2026-03-05T14:07:09.000Z' },
  listing_amount: null,
  total_amount: null,
  commission_amount: null,
  commission_percentage: 5,
  transaction_amount: null,
  transaction_percentage: 2.5,
};

describe('tokenSchema', () => {
  it('parses an owned copy and fills the profile defaults', () => {
    const parsed = tokenSchema.parse(token);
    expect(parsed.profile).toMatchObject({
      currency: 'USD',
      contract_type: 'INTERNAL',
      token_type: 'MULTIPLE',
      lockout_period_type: 'HOURS',
      expiration_duration_type: 'DAYS',
    });
  });

  it('keeps explicit profile values over the defaults', () => {
    const single = {
      ...token,
      profile: { ...profile, token_type: 'SINGLE', expiration_duration_type: 'HOURS' },
    };
    expect(tokenSchema.parse(single).profile).toMatchObject({
      token_type: 'SINGLE',
      expiration_duration_type: 'HOURS',
    });
  });

  it.each([
    ['copies of 0', { profile: { ...profile, copies: 0 } }],
    ['a royalty over 10', { profile: { ...profile, royalty: 10.5 } }],
    ['a malformed contract address', { profile: { ...profile, contract_address: '0x123' } }],
    ['an unknown owner status', { owner_info: { status: 'REVOKED', expiration_readable: null } }],
    ['a non-numeric chain token id', { token_id_bc: '0x4' }],
  ])('refuses %s', (_, change) => {
    expect(tokenSchema.safeParse({ ...token, ...change }).success).toBe(false);
  });
});

describe('businessWithTokensSchema', () => {
  it('parses the public business page', () => {
    expect(businessWithTokensSchema.parse({ ...business, tokens: [token] }).tokens).toHaveLength(1);
  });
});
