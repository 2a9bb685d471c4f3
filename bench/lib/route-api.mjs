// The API as the bundle measurement sees it: a few fixed answers given from Playwright's
// `page.route`, only inside bench/lib/route-weights.mjs. The measurement counts the JS and CSS a
// route loads, not the API; but some screens load parts of their code only once their data has come
// (a token's page, the buy page) or a user is signed in (the guards), so the routes get a minimal
// membership, category list and session — shaped like packages/domain's types, as the API answers.
// Each route waits for a text only its data can show, so an answer the page can no longer show stops
// the measurement instead of measuring an error page.

/** The business of the membership, as tokens and business users embed it. */
const business = {
  id: 3,
  name: 'The Velvet Room',
  description: 'A late-night cocktail bar.',
  city: 'Austin',
  state: 'TX',
  logo: null,
  cover: null,
  owner: { city: 'Austin', state: 'TX' },
  location: null,
  website: null,
  facebook: null,
  twitter: null,
  instagram: null,
  tiktok: null,
  twitch: null,
  youtube: null,
};

export const TOKEN_ID = 7;
export const TOKEN_TITLE = 'Velvet Night Pass';

const token = {
  id: TOKEN_ID,
  token_id: null,
  token_id_bc: null,
  parent_id: null,
  business,
  owner: null,
  owner_info: null,
  is_open_for_sale: false,
  is_bc_token_expired: false,
  last_token_activation: null,
  listing_amount: null,
  total_amount: null,
  commission_amount: null,
  commission_percentage: 0,
  transaction_amount: null,
  transaction_percentage: 0,
  profile: {
    id: 11,
    title: TOKEN_TITLE,
    description: 'Monthly access.',
    price: 49,
    currency: 'USD',
    category: { id: 7, name: 'Nightlife' },
    status: 'ACTIVE',
    available_copies_count: 100,
    sold_copies_count: 0,
    copies: 100,
    royalty: 0,
    lockout_period: -1,
    lockout_period_type: 'HOURS',
    expiration_duration: 30,
    expiration_duration_type: 'DAYS',
    renewal_price: 39,
    floor_price: null,
    contract_address: null,
    contract_type: 'INTERNAL',
    blockchain_network_id: null,
    token_type: 'MULTIPLE',
    art_image: null,
    thumbnail: null,
    covers: [],
    perks: ['Skip-the-line entry'],
    perk_descriptions: ['Walk straight in.'],
    gate: [],
    terms_and_conditions: null,
  },
};

/** One card sale of the membership, as GET /payouts/earnings lists it. */
const earning = {
  id: 1,
  purchase_id: 5,
  kind: 'PURCHASE',
  title: TOKEN_TITLE,
  gross_amount: 49,
  fee_percentage: 10,
  fee_amount: 4.9,
  net_amount: 44.1,
  status: 'WAITING',
  created_at: '2026-11-23T17:00:00.000Z',
  transferred_at: null,
};

const user = (role_name) => ({
  id: 3,
  first_name: 'Ana',
  last_name: 'Smith',
  email: 'ana@example.com',
  username: 'ana.s',
  phone_number: '+15551234567',
  address1: '1 Main St',
  address2: null,
  city: 'Austin',
  state: 'TX',
  zip: '73301',
  role_name,
  status: 'ACTIVE',
  is_email_verified: true,
  business: role_name === 'BUSINESS' ? business : null,
  is_sold_token_email_notify: true,
  is_purchased_token_email_notify: true,
  is_redeemed_token_email_notify: true,
});

/** A signed-in session as the auth slice keeps it in localStorage (`keyclub.auth`, zustand persist). */
export const storedSession = (role) =>
  JSON.stringify({ state: { user: user(role), accessToken: 'bench', pendingUser: null }, version: 0 });

/** GET answers by path; anything else gets the API's 404 shape. */
const answers = (role) => [
  [/^\/auth\/me$/, () => (role ? { data: user(role) } : null)],
  [/^\/categories$/, () => ({ data: [{ id: 7, name: 'Nightlife' }] })],
  [/^\/market-place$/, () => ({ data: [token], meta: { page: 1, limit: 12, total: 1 } })],
  [/^\/tokens\/\d+$/, () => ({ data: token, meta: { owned_token_id: null } })],
  [/^\/references\/usd\/prices\/eth$/, () => ({ data: { USD_TO_ETH_VALUE: 0.0004 } })],
  [/^\/announcements\/unread$/, () => ({ data: { num_unread: 0 } })],
  [
    /^\/payouts$/,
    () => ({
      data: {
        account_status: 'READY',
        waiting_amount: 44.1,
        transferred_amount: 0,
        platform_fee_percentage: 10,
      },
    }),
  ],
  [/^\/payouts\/earnings$/, () => ({ data: [earning], meta: { page: 1, limit: 20, total: 1 } })],
];

/**
 * Answers the page's API calls (any origin but the app's own) with the fixed answers; records the
 * calls it had no answer for in `unanswered`.
 */
export async function routeApi(page, { appOrigin, role, unanswered }) {
  await page.route(
    (url) => url.origin !== appOrigin,
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const cors = {
        'access-control-allow-origin': appOrigin,
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers': 'content-type, x-access-token',
        'access-control-expose-headers': 'x-access-token',
      };
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      const answer =
        request.method() === 'GET' ? answers(role).find(([path]) => path.test(url.pathname))?.[1]() : null;
      if (answer) return route.fulfill({ status: 200, headers: cors, json: answer });
      unanswered.add(`${request.method()} ${url.pathname}`);
      return route.fulfill({ status: 404, headers: cors, json: { message: 'Not found', errors: [] } });
    },
  );
}
