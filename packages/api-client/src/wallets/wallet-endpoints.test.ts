import { beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '../client.ts';
import { claimCryptoPurchase } from '../purchases/crypto-purchase.ts';
import { callsOf, mockApi, TEST_API_URL } from '../testing/mock-api.ts';
import { linkWallet } from './wallet-link.ts';
import { fetchWallets } from './wallet-list.ts';
import { fetchWalletNonce } from './wallet-nonce.ts';

const address = '0x1111111111111111111111111111111111111111';

describe('wallet and crypto purchase endpoints', () => {
  beforeAll(() => configureApiClient({ baseUrl: TEST_API_URL, getAccessToken: () => null }));

  it('reads the addresses and a nonce of the given user', async () => {
    const sent = mockApi({
      'GET /wallet/5': { body: { data: [{ address }] } },
      'GET /wallet/5/nonce': {
        body: { data: { nonce: 'abcdEFGH12345678', domain: 'keyclub.example', chain_id: 31337 } },
      },
    });
    expect(await fetchWallets(5)).toEqual([{ address }]);
    expect(await fetchWalletNonce(5)).toMatchObject({ nonce: 'abcdEFGH12345678', chain_id: 31337 });
    expect(callsOf(sent)).toEqual(['GET /wallet/5', 'GET /wallet/5/nonce']);
  });

  it('links with POST /wallet/{id} and claims with POST /tokens/{id}/purchase?crypto=true', async () => {
    const sent = mockApi({
      'POST /wallet/5': { body: { data: [{ address }] } },
      'POST /tokens/9/purchase?crypto=true': {
        body: { data: { pending: false, token_id: 12, error: null } },
      },
    });
    expect(await linkWallet(5, { address, message: 'm', signature: `0x${'1'.repeat(130)}` })).toEqual([
      { address },
    ]);
    const claim = { token_id_bc: '3', wallet_address: address, tx_hash: `0x${'a'.repeat(64)}` };
    expect(await claimCryptoPurchase(9, claim)).toEqual({ pending: false, token_id: 12, error: null });
    expect(callsOf(sent)).toEqual(['POST /wallet/5', 'POST /tokens/9/purchase?crypto=true']);
  });
});
