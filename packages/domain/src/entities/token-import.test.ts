import { describe, expect, it } from 'vitest';
import { activationLinkSchema } from './activation.ts';
import { importTokenRequestSchema } from './token-import.ts';

const lock = `0x${'ab'.repeat(20)}`;

describe('importTokenRequestSchema', () => {
  it('takes the key as token_id or id, as text or a number, as one key_id', () => {
    const parse = (body: object) =>
      importTokenRequestSchema.parse({ contract_address: lock, chain_id: 1, ...body });
    expect(parse({ token_id: '12' })).toEqual({ key_id: '12', contract_address: lock, chain_id: 1 });
    expect(parse({ id: 12 })).toMatchObject({ key_id: '12' });
    expect(parse({ token_id: '1'.repeat(78), id: 5 })).toMatchObject({ key_id: '1'.repeat(78) });
  });

  it('refuses a request without a key, a negative or fractional key, or a malformed address', () => {
    const base = { contract_address: lock, chain_id: 1 };
    const missing = importTokenRequestSchema.safeParse(base);
    expect(missing.error?.issues[0]?.path).toEqual(['token_id']);
    expect(importTokenRequestSchema.safeParse({ ...base, id: -1 }).success).toBe(false);
    expect(importTokenRequestSchema.safeParse({ ...base, id: 1.5 }).success).toBe(false);
    expect(importTokenRequestSchema.safeParse({ ...base, token_id: '0x1' }).success).toBe(false);
    expect(
      importTokenRequestSchema.safeParse({ token_id: '1', contract_address: 'lock', chain_id: 1 }).success,
    ).toBe(false);
  });
});

describe('activationLinkSchema', () => {
  it('reads exp from a query string and keeps a base64url signature', () => {
    expect(activationLinkSchema.parse({ exp: '1900000000', sig: 'a-b_C9' })).toEqual({
      exp: 1_900_000_000,
      sig: 'a-b_C9',
    });
    expect(activationLinkSchema.safeParse({ exp: 'soon', sig: 'abc' }).success).toBe(false);
    expect(activationLinkSchema.safeParse({ exp: 1, sig: 'a+b/c=' }).success).toBe(false);
  });
});
