import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { tokenProfiles, tokens } from '../../db/schema/index.ts';
import { signOffLinkUrl } from '../../modules/reminders/sign-off-link.ts';
import { membershipFields, membershipForm } from '../fixtures/membership-fixtures.ts';
import { consumerSignupBody, latestCode, TEST_PASSWORD, uniqueAccount } from '../test-accounts.ts';
import type { AccessWorld, Actor } from './access-world.ts';
import { CRYPTO_PAYOUT_ROWS } from './crypto-payout-rows.ts';
import { OPERATOR_ROWS } from './operator-rows.ts';
import { type SiweNonce, signedWalletLink } from './signed-wallet-link.ts';
import { WALLET_PASS_ROWS } from './wallet-pass-rows.ts';

/** One request of a row: the path (with its query) and the body and headers; the method is the route's. */
export type Call = { path: string; init?: RequestInit };

export type AccessRow = {
  /** Method and path exactly as the Hono app registers the route (`app.routes`). */
  route: string;
  /** Tells apart a second row of the same route (another kind of resource). */
  label?: string;
  /** The status each actor gets, as docs/api.md states it. */
  expect: Record<Actor, number>;
  /** A valid request for `actor`; rows whose success uses something up make it afresh per actor. */
  call: (w: AccessWorld, actor: Actor) => Call | Promise<Call>;
  /** Mounted only by a development configuration (DEV_OUTBOX, API_DOCS, the local checkout). */
  devOnly?: true;
};

const NEW_PASSWORD = 'Keyclub!2027-matrix';

const everyone = (status: number): Record<Actor, number> => ({
  anonymous: status,
  consumer: status,
  otherConsumer: status,
  business: status,
  otherBusiness: status,
  operator: status,
});
const anySession = (status: number) => ({ ...everyone(status), anonymous: 401 });
const consumersOnly = (status: number, otherConsumer = status) => ({
  anonymous: 401,
  consumer: status,
  otherConsumer,
  business: 403,
  otherBusiness: 403,
  operator: 403,
});
const businessesOnly = (status: number, otherBusiness = status) => ({
  anonymous: 401,
  consumer: 403,
  otherConsumer: 403,
  business: status,
  otherBusiness,
  operator: 403,
});
/** The operator console (issue 35): operators only, every other role refused. */
const operatorsOnly = (status: number) => ({ ...everyone(403), anonymous: 401, operator: status });
/** Whoever can be paid out, a business or a consumer, each about their own account only. */
const payees = (status: number) => ({ ...businessesOnly(status), consumer: status, otherConsumer: status });
/** The consumer's copy (or received announcement) and the business that issued it; strangers 404. */
const ownerOrIssuer = (status: number) => ({
  anonymous: 401,
  consumer: status,
  otherConsumer: 404,
  business: status,
  otherBusiness: 404,
  operator: 404,
});

const get = (path: string): Call => ({ path });
/** A link-preview fetcher's request (Slack's user agent). */
const previewOf = (path: string): Call => ({
  path,
  init: { headers: { 'User-Agent': 'Slackbot-LinkExpanding 1.0' } },
});
const json = (path: string, body: unknown, headers: Record<string, string> = {}): Call => ({
  path,
  init: { headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) },
});

/** A new paused (ARCHIVED) membership of the world's business: its parent token's id. */
async function pausedMembership(w: AccessWorld): Promise<number> {
  const businessId = w.people.business.businessId ?? 0;
  const [profile] = await w.t.deps.db
    .insert(tokenProfiles)
    .values({
      businessId,
      categoryId: w.nightlife,
      title: 'Access paused',
      description: 'Sales paused.',
      price: '10.00',
      renewalPrice: '8.00',
      status: 'ARCHIVED',
      copies: 10,
      availableCopiesCount: 10,
    })
    .returning({ id: tokenProfiles.id });
  const [parent] = await w.t.deps.db
    .insert(tokens)
    .values({ tokenProfileId: profile?.id ?? 0, businessId, ownerId: w.people.business.userId })
    .returning({ id: tokens.id });
  return parent?.id ?? 0;
}

/** Sends `call` as `actor` with `method`: the matrix's requests and the rows' own preparations. */
export const send = (w: AccessWorld, actor: Actor, method: string, call: Call) =>
  w.request(actor, call.path, { ...call.init, method });

/** A fresh single-use link to the business's local onboarding page. */
async function onboardingUrl(w: AccessWorld) {
  const response = await send(w, 'business', 'POST', { path: '/payouts/onboarding' });
  return ((await w.expectOk(response)) as { data: { url: string } }).data.url;
}

/** A Sign-In with Ethereum message for the consumer's own wallet list, signed by a new wallet. */
async function walletLink(w: AccessWorld) {
  const nonce = await w.request('consumer', `/wallet/${w.people.consumer.userId}/nonce`);
  return signedWalletLink(((await w.expectOk(nonce)) as { data: SiweNonce }).data);
}

/** Every route the API serves, in the order the matrix runs them: rows that use something up come after the rows reading it. */
export const ACCESS_ROWS: AccessRow[] = [
  // Public reads.
  { route: 'GET /health', expect: everyone(200), call: () => get('/health') },
  { route: 'GET /categories', expect: everyone(200), call: () => get('/categories') },
  {
    route: 'GET /references/usd/prices/eth',
    expect: everyone(200),
    call: () => get('/references/usd/prices/eth'),
  },
  { route: 'GET /files/*', expect: everyone(200), call: (w) => get(`/files/${w.gold.artKey}`) },
  { route: 'GET /market-place', expect: everyone(200), call: () => get('/market-place?limit=12') },
  { route: 'GET /tokens/:id', expect: everyone(200), call: (w) => get(`/tokens/${w.gold.tokenId}`) },
  {
    route: 'GET /tokens/:id',
    label: 'a copy of an archived membership: its owner and issuer only',
    expect: { ...ownerOrIssuer(200), anonymous: 404 },
    call: (w) => get(`/tokens/${w.hiddenCopy}`),
  },
  {
    route: 'GET /businesses/:id',
    expect: everyone(200),
    call: (w) => get(`/businesses/${w.people.business.businessId}`),
  },
  // Shareable links: a link-preview fetcher gets the tags of what a visitor may see; people are redirected.
  {
    route: 'GET /share/tokens/:id',
    expect: everyone(200),
    call: (w) => previewOf(`/share/tokens/${w.gold.tokenId}`),
  },
  {
    route: 'GET /share/tokens/:id',
    label: 'a person is sent to the consumer app',
    expect: everyone(302),
    call: (w) => get(`/share/tokens/${w.gold.tokenId}`),
  },
  {
    route: 'GET /share/tokens/:id',
    label: 'a copy of an archived membership: previewed to nobody, its owner and issuer included',
    expect: everyone(404),
    call: (w) => previewOf(`/share/tokens/${w.hiddenCopy}`),
  },
  {
    route: 'GET /share/businesses/:id',
    expect: everyone(200),
    call: (w) => previewOf(`/share/businesses/${w.people.business.businessId}`),
  },

  // Signing up and in: public, whoever calls.
  {
    route: 'POST /auth/signup',
    expect: everyone(201),
    call: () => json('/auth/signup', consumerSignupBody()),
  },
  {
    route: 'POST /auth/login',
    expect: everyone(200),
    call: async (w) => {
      const { email } = await w.account('CONSUMER');
      return json('/auth/login', { email, password: TEST_PASSWORD, role_name: 'CONSUMER' });
    },
  },
  {
    route: 'POST /auth/verify',
    expect: everyone(200),
    call: async (w) => {
      const { email } = await w.account('CONSUMER', 'PENDING');
      await w.expectOk(await send(w, 'anonymous', 'POST', json('/auth/resend-verification-code', { email })));
      return json('/auth/verify', { key: 'email', value: email, code: await latestCode(w.t, email) });
    },
  },
  {
    route: 'POST /auth/resend-verification-code',
    expect: everyone(200),
    call: () => json('/auth/resend-verification-code', { email: uniqueAccount('resend').email }),
  },
  {
    route: 'POST /auth/check-availability',
    expect: everyone(200),
    call: () =>
      json('/auth/check-availability', { field: 'username', value: uniqueAccount('free').username }),
  },
  {
    // A reminder mail's signed link: whoever opens it, signed in or not, as anyone (docs/decisions/reminders.md).
    route: 'POST /notifications/expiry-reminders/off',
    expect: everyone(200),
    call: (w) => {
      const link = new URL(signOffLinkUrl(w.t.deps.env, w.people.otherConsumer.userId, new Date()));
      return json('/notifications/expiry-reminders/off', Object.fromEntries(link.searchParams));
    },
  },
  {
    route: 'POST /auth/forgot-password',
    expect: everyone(200),
    call: () =>
      json('/auth/forgot-password', { email: uniqueAccount('forgot').email, role_name: 'CONSUMER' }),
  },
  {
    route: 'PUT /auth/forgot-password',
    expect: everyone(200),
    call: async (w) => {
      const { email } = await w.account('CONSUMER');
      await w.expectOk(
        await send(w, 'anonymous', 'POST', json('/auth/forgot-password', { email, role_name: 'CONSUMER' })),
      );
      return json('/auth/forgot-password', {
        email,
        code: await latestCode(w.t, email),
        password: NEW_PASSWORD,
      });
    },
  },

  // Memberships.
  { route: 'GET /tokens', expect: anySession(200), call: () => get('/tokens') },
  {
    route: 'GET /chain-writes/:id',
    expect: {
      anonymous: 401,
      consumer: 404,
      otherConsumer: 404,
      business: 200,
      otherBusiness: 404,
      operator: 404,
    },
    call: (w) => get(`/chain-writes/${w.chainWriteId}`),
  },
  {
    route: 'POST /tokens',
    expect: businessesOnly(201),
    call: async (w) => ({ path: '/tokens', init: { body: await w.membershipCreateForm('Access bronze') } }),
  },
  {
    route: 'PUT /tokens/:id/status',
    expect: businessesOnly(200, 403),
    // Each actor resumes a paused membership of its own, so the world's memberships stay on sale.
    call: async (w) => json(`/tokens/${await pausedMembership(w)}/status`, { status: 'ACTIVE' }),
  },
  {
    route: 'PUT /tokens/:id',
    expect: businessesOnly(200, 403),
    call: async (w) => ({
      path: `/tokens/${w.gold.tokenId}`,
      init: { body: membershipForm(membershipFields(w.nightlife, { title: 'Access gold' })) },
    }),
  },

  // Card checkout (the local provider's page and the webhook answer whoever calls).
  {
    route: 'POST /tokens/checkout',
    expect: consumersOnly(201),
    call: (w) => json('/tokens/checkout', { id: w.silver.tokenId }),
  },
  {
    // Nobody else's unlisted copy is for sale; its owner's checkout of it is a renewal, open before
    // expiry. The card copy, not the sale copy: the sale rows would meet this renewal under way.
    route: 'POST /tokens/checkout',
    label: 'the consumer’s copy, not listed',
    expect: consumersOnly(201, 404),
    call: (w) => json('/tokens/checkout', { id: w.cardCopy }),
  },
  {
    // Only another consumer's open listing can be held; nobody else's unlisted copy is seen at all.
    route: 'POST /tokens/:id/purchase/hold',
    expect: consumersOnly(409, 404),
    call: (w) =>
      json(`/tokens/${w.saleCopy}/purchase/hold`, {
        wallet_address: privateKeyToAccount(generatePrivateKey()).address,
      }),
  },
  {
    route: 'POST /tokens/:id/purchase',
    expect: consumersOnly(200, 404),
    call: (w) => json(`/tokens/${w.silver.tokenId}/purchase?stripe=true`, { session_id: w.consumerSession }),
  },
  {
    route: 'GET /checkout/local/:session_id',
    expect: everyone(200),
    call: (w) => get(`/checkout/local/${w.consumerSession}`),
    devOnly: true,
  },
  {
    route: 'POST /checkout/local/:session_id/:action',
    expect: everyone(303),
    call: async (w) => ({ path: `/checkout/local/${await w.openSession()}/cancel` }),
    devOnly: true,
  },
  {
    route: 'POST /checkout/local-dashboard/:session_id/refund',
    label: 'an unpaid session',
    expect: operatorsOnly(404),
    call: async (w) => ({ path: `/checkout/local-dashboard/${await w.openSession()}/refund` }),
    devOnly: true,
  },
  {
    route: 'POST /checkout/local-dashboard/:session_id/dispute',
    label: 'an unpaid session',
    expect: operatorsOnly(404),
    call: async (w) => ({ path: `/checkout/local-dashboard/${await w.openSession()}/dispute` }),
    devOnly: true,
  },
  {
    route: 'POST /checkout/local-dashboard/:session_id/dispute/:outcome',
    label: 'no open dispute',
    expect: operatorsOnly(404),
    call: async (w) => ({ path: `/checkout/local-dashboard/${await w.openSession()}/dispute/won` }),
    devOnly: true,
  },
  {
    route: 'POST /webhooks/stripe',
    expect: everyone(200),
    call: async (w) => {
      const event = await w.t.deps.localCheckout?.complete(await w.openSession(), 'cancel');
      if (!event) throw new Error('The local session could not be cancelled');
      return {
        path: '/webhooks/stripe',
        init: { headers: { 'Stripe-Signature': event.signature }, body: event.payload },
      };
    },
  },

  // Payouts: the caller's own account and earnings only (no id in any request); a business's or a
  // consumer's (their resale shares), no other role's.
  { route: 'GET /payouts', expect: payees(200), call: () => get('/payouts') },
  {
    route: 'POST /payouts/onboarding',
    expect: payees(200),
    call: () => ({ path: '/payouts/onboarding' }),
  },
  { route: 'GET /payouts/earnings', expect: businessesOnly(200), call: () => get('/payouts/earnings') },
  {
    route: 'GET /payouts/resale-earnings',
    expect: consumersOnly(200),
    call: () => get('/payouts/resale-earnings'),
  },
  {
    route: 'GET /payouts/earnings.csv',
    expect: businessesOnly(200),
    call: () => get('/payouts/earnings.csv'),
  },
  // Payouts made and the revenue chart: the business's own (no id in the request), nobody else's.
  { route: 'GET /payouts/transfers', expect: businessesOnly(200), call: () => get('/payouts/transfers') },
  // The business's members (issue 37): its own holders only; consumers and operators refused.
  { route: 'GET /members', expect: businessesOnly(200), call: () => get('/members?search=a') },
  { route: 'GET /members.csv', expect: businessesOnly(200), call: () => get('/members.csv') },
  { route: 'GET /payouts/revenue', expect: businessesOnly(200), call: () => get('/payouts/revenue?days=90') },
  // The dashboard's charts (issue 37): the business's own figures; insight.test.ts shows another's stay apart.
  { route: 'GET /insight', expect: businessesOnly(200), call: () => get('/insight?tz=America%2FChicago') },
  ...CRYPTO_PAYOUT_ROWS,
  {
    // The link is the key, as Stripe's account links are: whoever holds it may onboard that account.
    route: 'GET /payouts/local/onboarding/:link_id',
    expect: everyone(200),
    call: async (w) => ({ path: new URL(await onboardingUrl(w)).pathname }),
    devOnly: true,
  },
  {
    route: 'POST /payouts/local/onboarding/:link_id',
    expect: everyone(303),
    call: async (w) => ({
      path: new URL(await onboardingUrl(w)).pathname,
      init: {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'account_number=000123456789&routing_number=110000000',
      },
    }),
    devOnly: true,
  },

  // Owning a copy: cards, activation, import, resale.
  {
    route: 'POST /tokens/import',
    expect: consumersOnly(200),
    call: async (w) =>
      json('/tokens/import', {
        token_id: '1',
        contract_address: w.gold.lock,
        chain_id: (await w.deps.chain.deployment()).chainId,
      }),
  },
  {
    route: 'POST /tokens/:id/activations',
    expect: consumersOnly(201, 404),
    call: (w) => ({ path: `/tokens/${w.cardCopy}/activations` }),
  },
  {
    route: 'GET /tokens/:id/activations',
    expect: ownerOrIssuer(200),
    call: (w) => get(`/tokens/${w.cardCopy}/activations`),
  },
  {
    route: 'GET /tokens/:id/activate',
    expect: ownerOrIssuer(200),
    call: (w) => get(`/tokens/${w.card.id}/activate`),
  },
  {
    // A fresh card per actor; the issuing business activates it last, so the copy's window starts after every row above.
    route: 'POST /tokens/:id/activate',
    expect: businessesOnly(200, 403),
    call: async (w) => {
      const card = await w.newCard();
      return json(`/tokens/${card.id}/activate`, card.link);
    },
  },
  {
    // A fresh card per actor, its right code typed: only the issuing business (last) activates it.
    route: 'POST /tokens/:id/door-code',
    expect: businessesOnly(200, 404),
    call: async (w) => {
      const card = await w.newCard(w.doorCopy);
      return json(`/tokens/${w.doorCopy}/door-code`, { code: card.doorCode });
    },
  },
  {
    route: 'GET /tokens/:id/sell',
    expect: consumersOnly(200, 404),
    call: (w) => get(`/tokens/${w.saleCopy}/sell`),
  },
  {
    route: 'POST /tokens/:id/sell',
    expect: consumersOnly(200, 404),
    call: (w) => json(`/tokens/${w.saleCopy}/sell`, { price: '99.00' }),
  },
  {
    // Someone else's listing is what a buyer holds: here the other consumer is the rightful caller
    // (with a verified wallet), and the listing's owner is refused as at a card checkout of it.
    route: 'POST /tokens/:id/purchase/hold',
    label: 'the consumer’s open listing',
    expect: consumersOnly(409, 201),
    call: (w) => json(`/tokens/${w.listedCopy}/purchase/hold`, { wallet_address: w.buyerWallet }),
  },
  {
    route: 'DELETE /tokens/:id/sell',
    expect: consumersOnly(200, 404),
    call: (w) => ({ path: `/tokens/${w.saleCopy}/sell` }),
  },

  // Wallets: the path names the user, and only that user may use it.
  {
    route: 'GET /wallet/:id',
    expect: consumersOnly(200, 403),
    call: (w) => get(`/wallet/${w.people.consumer.userId}`),
  },
  {
    route: 'GET /wallet/:id/nonce',
    expect: consumersOnly(200, 403),
    call: (w) => get(`/wallet/${w.people.consumer.userId}/nonce`),
  },
  {
    route: 'POST /wallet/:id',
    expect: consumersOnly(200, 403),
    call: async (w) => json(`/wallet/${w.people.consumer.userId}`, await walletLink(w)),
  },

  // Announcements: the business's own, and the ones the consumer received.
  { route: 'GET /announcements', expect: anySession(200), call: () => get('/announcements') },
  {
    route: 'GET /announcements/unread',
    expect: consumersOnly(200),
    call: () => get('/announcements/unread'),
  },
  {
    // Another business's membership is refused as the form refuses it (400 on token_profile_id).
    route: 'GET /announcements/holders',
    expect: businessesOnly(200, 400),
    call: (w) => get(`/announcements/holders?token_profile_id=${w.gold.profileId}`),
  },
  { route: 'GET /announcement/:id', expect: ownerOrIssuer(200), call: (w) => get(`/announcement/${w.sent}`) },
  {
    // Holding the membership is not enough: a draft reached nobody yet.
    route: 'GET /announcement/:id',
    label: 'a draft: its business only',
    expect: { ...ownerOrIssuer(200), consumer: 404 },
    call: (w) => get(`/announcement/${w.draft}`),
  },
  {
    // Another business's membership is refused as a form error on token_profile_id (docs/api.md).
    route: 'POST /announcement',
    expect: businessesOnly(201, 400),
    call: (w) => json('/announcement', announcementForm(w)),
  },
  {
    route: 'PUT /announcement/up/:id',
    expect: businessesOnly(200, 404),
    call: (w) => json(`/announcement/up/${w.draft}`, announcementForm(w)),
  },
  {
    route: 'PUT /announcement/publish',
    expect: businessesOnly(200, 404),
    call: async (w) =>
      json('/announcement/publish', {
        announcement_id: await w.announcement('PENDING'),
        token_profile_id: w.gold.profileId,
      }),
  },
  {
    route: 'PUT /announcement/read/:id',
    expect: consumersOnly(200, 404),
    call: (w) => ({ path: `/announcement/read/${w.sent}` }),
  },
  {
    route: 'PUT /announcement/archive',
    expect: ownerOrIssuer(200),
    call: async (w) => json('/announcement/archive', { announcement_id: await w.announcement('ACTIVE') }),
  },

  // The operator console: the lists, a change and an order (each recorded), the audit log.
  { route: 'GET /operator/curation', expect: operatorsOnly(200), call: () => get('/operator/curation') },
  {
    route: 'PUT /operator/curation/tokens/:id',
    expect: operatorsOnly(200),
    call: (w) =>
      json(`/operator/curation/tokens/${w.gold.tokenId}`, { flag: 'hot', on: true, reason: 'Matrix check' }),
  },
  {
    route: 'PUT /operator/curation/order',
    expect: operatorsOnly(200),
    call: (w) =>
      json('/operator/curation/order', { flag: 'hot', token_ids: [w.gold.tokenId], reason: 'Matrix check' }),
  },
  { route: 'GET /operator/audit', expect: operatorsOnly(200), call: () => get('/operator/audit') },
  { route: 'GET /operator/figures', expect: operatorsOnly(200), call: () => get('/operator/figures') },
  ...OPERATOR_ROWS,
  ...WALLET_PASS_ROWS,

  // Development only (mounted by the configuration the tests use).
  {
    route: 'GET /dev/outbox',
    expect: everyone(200),
    call: (w) => get(`/dev/outbox?to=${encodeURIComponent(w.people.consumer.email)}`),
    devOnly: true,
  },
  { route: 'GET /openapi.json', expect: everyone(200), call: () => get('/openapi.json'), devOnly: true },
  { route: 'GET /docs', expect: everyone(200), call: () => get('/docs'), devOnly: true },
  { route: 'GET /docs/init.js', expect: everyone(200), call: () => get('/docs/init.js'), devOnly: true },
  {
    route: 'GET /docs/assets/:file',
    expect: everyone(200),
    call: () => get('/docs/assets/swagger-ui.css'),
    devOnly: true,
  },

  // The caller's own account. Last: changing the password and deactivating end the actors' use.
  { route: 'GET /auth/me', expect: anySession(200), call: () => get('/auth/me') },
  { route: 'PUT /auth/me', expect: anySession(200), call: () => json('/auth/me', { first_name: 'Robin' }) },
  {
    route: 'PUT /auth/business-profile',
    expect: businessesOnly(200),
    call: () => ({ path: '/auth/business-profile', init: { body: businessProfileForm() } }),
  },
  { route: 'DELETE /auth/signout', expect: anySession(200), call: () => ({ path: '/auth/signout' }) },
  {
    route: 'POST /auth/me/send-change-password-instructions',
    expect: anySession(200),
    call: () =>
      json('/auth/me/send-change-password-instructions', {
        old_password: TEST_PASSWORD,
        new_password: NEW_PASSWORD,
      }),
  },
  {
    route: 'PUT /auth/me/send-change-password-instructions',
    expect: anySession(200),
    call: async (w, actor) => {
      const passwords = { old_password: TEST_PASSWORD, new_password: NEW_PASSWORD };
      if (actor === 'anonymous')
        return json('/auth/me/send-change-password-instructions', { ...passwords, code: '123456' });
      await w.expectOk(
        await send(w, actor, 'POST', json('/auth/me/send-change-password-instructions', passwords)),
      );
      const code = await latestCode(w.t, w.people[actor].email);
      return json('/auth/me/send-change-password-instructions', { ...passwords, code });
    },
  },
  { route: 'DELETE /auth/me/archive', expect: anySession(200), call: () => ({ path: '/auth/me/archive' }) },
];

function announcementForm(w: AccessWorld) {
  return {
    token_profile_id: w.gold.profileId,
    subject: 'Late opening',
    message: 'Doors at 9.',
    status: 'PENDING',
  };
}

function businessProfileForm() {
  const form = new FormData();
  const fields = {
    name: 'Harbor Club',
    description: 'Drinks by the water.',
    city: 'Oakland',
    state: 'CA',
    website: '',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}
