import { createHmac } from 'node:crypto';
import { isAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { deriveCustodyAddress } from './custody.ts';

const SECRET = 'a-custody-secret-of-at-least-32-characters';

describe('deriveCustodyAddress', () => {
  it('is the account of HMAC-SHA256(secret, "custody:<user id>"), the same on every call', () => {
    const key = createHmac('sha256', SECRET).update('custody:42').digest('hex');
    const address = deriveCustodyAddress(SECRET, 42);
    expect(address).toBe(privateKeyToAccount(`0x${key}`).address);
    expect(isAddress(address, { strict: true })).toBe(true);
    expect(deriveCustodyAddress(SECRET, 42)).toBe(address);
  });

  it('gives every user their own address, and another secret other addresses', () => {
    const addresses = new Set([1, 2, 3, 10, 11].map((userId) => deriveCustodyAddress(SECRET, userId)));
    expect(addresses.size).toBe(5);
    expect(deriveCustodyAddress(`${SECRET}-rotated`, 1)).not.toBe(deriveCustodyAddress(SECRET, 1));
  });
});
