import { describe, expect, it } from 'vitest';
import { shortenAddress } from './wallet-address.ts';

describe('shortenAddress', () => {
  it('keeps 0x, the first and the last four hex digits', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234…abcd');
  });

  it('returns input that is already short unchanged', () => {
    expect(shortenAddress('0x123456789')).toBe('0x123456789');
  });
});
