import { bytesToHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { LOCAL_ACCOUNTS, LOCAL_MNEMONIC } from './local-accounts.ts';

describe('LOCAL_ACCOUNTS', () => {
  it('are the first ten accounts of the anvil mnemonic', () => {
    expect(LOCAL_ACCOUNTS).toHaveLength(10);
    LOCAL_ACCOUNTS.forEach((account, addressIndex) => {
      const derived = mnemonicToAccount(LOCAL_MNEMONIC, { addressIndex });
      const privateKey = derived.getHdKey().privateKey;
      expect(account.address).toBe(derived.address);
      expect(privateKey && bytesToHex(privateKey)).toBe(account.privateKey);
    });
  });
});
