import { describe, expect, it } from 'vitest';
import { cryptoPurchaseRequestSchema, purchaseQuerySchema, purchaseResultSchema } from './checkout.ts';

describe('purchaseQuerySchema', () => {
  it('names the method from exactly one flag', () => {
    expect(purchaseQuerySchema.parse({ stripe: 'true' })).toBe('card');
    expect(purchaseQuerySchema.parse({ crypto: 'true' })).toBe('crypto');
  });

  it('refuses both flags, neither, or another value', () => {
    expect(purchaseQuerySchema.safeParse({ stripe: 'true', crypto: 'true' }).success).toBe(false);
    expect(purchaseQuerySchema.safeParse({}).success).toBe(false);
    expect(purchaseQuerySchema.safeParse({ stripe: 'yes' }).success).toBe(false);
  });
});

describe('cryptoPurchaseRequestSchema', () => {
  const valid = { token_id_bc: '12', wallet_address: `0x${'a'.repeat(40)}`, tx_hash: `0x${'b'.repeat(64)}` };

  it('accepts a key id as a decimal string, an address and a transaction hash', () => {
    expect(cryptoPurchaseRequestSchema.parse(valid)).toEqual(valid);
  });

  it('refuses a short hash, a non-decimal key id and a bad address', () => {
    expect(cryptoPurchaseRequestSchema.safeParse({ ...valid, tx_hash: '0x1234' }).success).toBe(false);
    expect(cryptoPurchaseRequestSchema.safeParse({ ...valid, token_id_bc: '0x1' }).success).toBe(false);
    expect(cryptoPurchaseRequestSchema.safeParse({ ...valid, wallet_address: '0x12' }).success).toBe(false);
  });
});

describe('purchaseResultSchema', () => {
  it('carries pending, the owned copy or an error', () => {
    expect(purchaseResultSchema.parse({ pending: false, token_id: 7, error: null }).token_id).toBe(7);
    expect(purchaseResultSchema.safeParse({ pending: false, token_id: 0, error: null }).success).toBe(false);
  });
});
