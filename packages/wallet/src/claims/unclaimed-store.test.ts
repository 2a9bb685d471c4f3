import { resetPersistedStores } from '@keyclub/app-state';
import { describe, expect, it } from 'vitest';
import { unclaimedOf, useUnclaimedStore } from './unclaimed-store.ts';

const paidBy = (userId: number) => ({
  userId,
  tokenId: 9,
  renew: false,
  claim: {
    token_id_bc: '4',
    wallet_address: '0x1111111111111111111111111111111111111111',
    tx_hash: `0x${'ab'.repeat(32)}`,
  },
});

describe('unclaimed wallet purchases', () => {
  it('survive a logout, each for its own buyer', () => {
    useUnclaimedStore.getState().keep(paidBy(3));
    useUnclaimedStore.getState().keep(paidBy(5));

    resetPersistedStores();

    expect(unclaimedOf(3)).toEqual(paidBy(3));
    expect(unclaimedOf(4)).toBeUndefined();
    useUnclaimedStore.getState().forget(3);
    expect(unclaimedOf(3)).toBeUndefined();
    expect(unclaimedOf(5)).toEqual(paidBy(5));
  });
});
