import type { AccessWorld, Actor } from './access-world.ts';
import { type SiweNonce, signedWalletLink } from './signed-wallet-link.ts';

/** access-rows.ts's Call and row (not imported: that file spreads these rows). */
type Call = { path: string; init?: RequestInit };
type Row = {
  route: string;
  expect: Record<Actor, number>;
  call: (w: AccessWorld, actor: Actor) => Call | Promise<Call>;
};

const businessesOnly = (status: number) => ({
  anonymous: 401,
  consumer: 403,
  otherConsumer: 403,
  business: status,
  otherBusiness: status,
  operator: 403,
});

const put = (path: string, body: unknown): Call => ({
  path,
  init: { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
});

/**
 * A payout wallet's Sign-In with Ethereum message, signed by a new wallet: for a business, with a
 * nonce it asked for; anyone else cannot ask for one, so theirs names a made-up nonce.
 */
async function payoutWalletLink(w: AccessWorld, actor: Actor) {
  const asked = actor === 'business' || actor === 'otherBusiness';
  const nonce = asked
    ? ((await w.expectOk(await w.request(actor, '/payouts/wallet/nonce'))) as { data: SiweNonce }).data
    : { nonce: 'A1b2C3d4E5f6G7h8', domain: 'localhost:5174', chain_id: 31337 };
  return signedWalletLink(nonce);
}

/**
 * Crypto payouts: the business's own payout wallet, its locks' balances and withdrawals (no business
 * id in any request). The withdrawal comes before the wallet is linked: the business passes every
 * check but the wallet (409), another business is told gold is not found.
 */
export const CRYPTO_PAYOUT_ROWS: Row[] = [
  { route: 'GET /payouts/wallet', expect: businessesOnly(200), call: () => ({ path: '/payouts/wallet' }) },
  {
    route: 'GET /payouts/wallet/nonce',
    expect: businessesOnly(200),
    call: () => ({ path: '/payouts/wallet/nonce' }),
  },
  { route: 'GET /payouts/crypto', expect: businessesOnly(200), call: () => ({ path: '/payouts/crypto' }) },
  {
    route: 'GET /payouts/withdrawals',
    expect: businessesOnly(200),
    call: () => ({ path: '/payouts/withdrawals' }),
  },
  {
    route: 'POST /payouts/withdrawals',
    expect: { ...businessesOnly(409), otherBusiness: 404 },
    call: (w) => put('/payouts/withdrawals', { token_id: w.gold.tokenId, amount_units: '1000000' }),
  },
  {
    route: 'PUT /payouts/wallet',
    expect: businessesOnly(200),
    call: async (w, actor) => put('/payouts/wallet', await payoutWalletLink(w, actor)),
  },
];
