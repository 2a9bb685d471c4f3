import { tokenProfiles, tokens } from '../../db/schema/index.ts';
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

const put = (path: string, body: unknown): Call => ({
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
      put(`/operator/suspensions/memberships/${(await freshMembership(w)).tokenId}`, suspension),
  },
  {
    route: 'PUT /operator/suspensions/:subject/:id',
    label: 'a business',
    expect: operatorsOnly(200),
    call: async (w) =>
      put(`/operator/suspensions/businesses/${(await freshMembership(w)).businessId}`, suspension),
  },
];
