import { describe, expect, it } from 'vitest';
import { DEFAULT_CHAIN_ID } from './anvil.ts';
import { DEFAULT_RECEIPT_POLLING_MS, LOCAL_RECEIPT_POLLING_MS, receiptPollingInterval } from './clients.ts';

describe('receiptPollingInterval', () => {
  it('polls fast on local chains, which mine each transaction at once', () => {
    expect(receiptPollingInterval({ chainId: DEFAULT_CHAIN_ID })).toBe(LOCAL_RECEIPT_POLLING_MS);
    expect(receiptPollingInterval({ chainId: 1337 })).toBe(LOCAL_RECEIPT_POLLING_MS);
  });

  it('polls every 1.5 s on other chains (Base Sepolia, Ethereum mainnet)', () => {
    expect(DEFAULT_RECEIPT_POLLING_MS).toBe(1_500);
    expect(receiptPollingInterval({ chainId: 84_532 })).toBe(DEFAULT_RECEIPT_POLLING_MS);
    expect(receiptPollingInterval({ chainId: 1 })).toBe(DEFAULT_RECEIPT_POLLING_MS);
  });

  it('uses the interval given by the caller', () => {
    expect(receiptPollingInterval({ chainId: 1, receiptPollingMs: 250 })).toBe(250);
    expect(receiptPollingInterval({ chainId: DEFAULT_CHAIN_ID, receiptPollingMs: 2_000 })).toBe(2_000);
  });
});
