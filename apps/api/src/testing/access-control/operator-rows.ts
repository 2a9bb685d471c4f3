import { eq } from 'drizzle-orm';
import { purchases, tokenProfiles, tokens } from '../../db/schema/index.ts';
import { signedInUser } from '../fixtures/membership-fixtures.ts';
import type { AccessWorld, Actor } from './access-world.ts';

/** access-rows.ts's Call and row (not imported: that file spreads these rows). */
type Call = { path: string; init?: RequestInit };
type Row = {
  route: string;
  label?: string;
  expect: Record<Actor, number>;
  call: (w: AccessWorld, actor: Actor) => Call | Promise<Call>;
};

/** The operator console (issue 35): operators only, every other role refused. */
const operatorsOnly = (status: number) => ({
  anonymous: 401,
  consumer: 403,
  otherConsumer: 403,
  business: 403,
  otherBusiness: 403,
  operator: status,
});

const jsonCall = (path: string, body: unknown): Call => ({
  path,
  init: { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
});

/** A new membership of a new business, so that suspending it touches nothing another row needs. */
async function freshMembership(w: AccessWorld) {
  const business = await signedInUser(w.t, 'BUSINESS');
  const businessId = business.businessId ?? 0;
  const [profile] = await w.t.deps.db
    .insert(tokenProfiles)
    .values({
      businessId,
      categoryId: w.nightlife,
      title: 'Access suspended',
      description: 'Suspended by an operator.',
      price: '10.00',
      renewalPrice: '8.00',
      status: 'ACTIVE',
      copies: 10,
      availableCopiesCount: 10,
    })
    .returning({ id: tokenProfiles.id });
  const [parent] = await w.t.deps.db
    .insert(tokens)
    .values({ tokenProfileId: profile?.id ?? 0, businessId, ownerId: business.userId })
    .returning({ id: tokens.id });
  return { tokenId: parent?.id ?? 0, businessId };
}

const suspension = { suspended: true, reason: 'Matrix check' };

/** The world's open checkout (PENDING: nothing to retry or refund, so an operator is told 409). */
async function openPurchaseId(w: AccessWorld) {
  const [purchase] = await w.t.deps.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.externalSessionId, w.consumerSession));
  return purchase?.id ?? 0;
}
/** Retry or refund of that purchase, with a reason. */
const purchaseAction = (action: string) => async (w: AccessWorld) =>
  jsonCall(`/operator/purchases/${await openPurchaseId(w)}/${action}`, { reason: 'Matrix check' });

/** Suspensions: the list, and a suspension of a membership or a business (each a new one per call). */
export const OPERATOR_ROWS: Row[] = [
  {
    route: 'GET /operator/suspensions',
    expect: operatorsOnly(200),
    call: () => ({ path: '/operator/suspensions' }),
  },
  {
    route: 'PUT /operator/suspensions/:subject/:id',
    label: 'a membership',
    expect: operatorsOnly(200),
    call: async (w) =>
      jsonCall(`/operator/suspensions/memberships/${(await freshMembership(w)).tokenId}`, suspension),
  },
  {
    route: 'PUT /operator/suspensions/:subject/:id',
    label: 'a business',
    expect: operatorsOnly(200),
    call: async (w) =>
      jsonCall(`/operator/suspensions/businesses/${(await freshMembership(w)).businessId}`, suspension),
  },
  {
    route: 'GET /operator/purchases/attention',
    expect: operatorsOnly(200),
    call: () => ({ path: '/operator/purchases/attention' }),
  },
  {
    route: 'GET /operator/purchases/:id',
    expect: operatorsOnly(200),
    call: async (w) => ({ path: `/operator/purchases/${await openPurchaseId(w)}` }),
  },
  {
    route: 'POST /operator/purchases/:id/retry',
    label: 'a purchase not stuck',
    expect: operatorsOnly(409),
    call: purchaseAction('retry'),
  },
  {
    route: 'POST /operator/purchases/:id/refund',
    label: 'a purchase not stuck',
    expect: operatorsOnly(409),
    call: purchaseAction('refund'),
  },
  {
    route: 'GET /operator/disputes',
    expect: operatorsOnly(200),
    call: () => ({ path: '/operator/disputes' }),
  },
];
