import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from '../client.ts';
import { claimCryptoPurchase } from '../purchases/crypto-purchase.ts';
import { type CannedResponse, startTestServer } from '../testing/http-test-server.ts';
import { linkWallet } from './wallet-link.ts';
import { fetchWallets } from './wallet-list.ts';
import { fetchWalletNonce } from './wallet-nonce.ts';

const address = '0x1111111111111111111111111111111111111111';

describe('wallet and crypto purchase endpoints', () => {
  let answer: CannedResponse;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer(() => answer);
    configureApiClient({ baseUrl: server.url, getAccessToken: () => null });
  });
  afterAll(() => server.close());

  it('reads the addresses and a nonce of the given user', async () => {
    answer = { body: { data: [{ address }] } };
    expect(await fetchWallets(5)).toEqual([{ address }]);
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', url: '/wallet/5' });

    answer = { body: { data: { nonce: 'abcdEFGH12345678', domain: 'keyclub.example', chain_id: 31337 } } };
    expect(await fetchWalletNonce(5)).toMatchObject({ nonce: 'abcdEFGH12345678', chain_id: 31337 });
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', url: '/wallet/5/nonce' });
  });

  it('links with POST /wallet/{id} and claims with POST /tokens/{id}/purchase?crypto=true', async () => {
    answer = { body: { data: [{ address }] } };
    expect(await linkWallet(5, { address, message: 'm', signature: `0x${'1'.repeat(130)}` })).toEqual([
      { address },
    ]);
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', url: '/wallet/5' });

    answer = { body: { data: { pending: false, token_id: 12, error: null } } };
    const claim = { token_id_bc: '3', wallet_address: address, tx_hash: `0x${'a'.repeat(64)}` };
    expect(await claimCryptoPurchase(9, claim)).toEqual({ pending: false, token_id: 12, error: null });
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', url: '/tokens/9/purchase?crypto=true' });
  });
});
