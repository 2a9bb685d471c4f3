import type { Token } from '@keyclub/domain';
import type { APIRequestContext } from '@playwright/test';
import { apiLogin } from './api.ts';
import { setUpStep } from './set-up-step.ts';
import { type Credentials, DEMO } from './sign-in.ts';

/** Real ids the seeded demo data offers, for routes that name a record. */
export interface RouteData {
  /** A parent membership on the marketplace (the demo business's). */
  membershipId: number;
  businessId: number;
  categoryId: number;
  /** A copy the demo consumer owns (seeded, its key in custody). */
  ownedCopyId: number;
}

/** The first of the account's own memberships or copies (GET /tokens). */
async function firstOwnToken(request: APIRequestContext, credentials: Credentials): Promise<Token> {
  const { data } = await (await apiLogin(request, credentials)).ownTokens('page=1&limit=6');
  const [token] = data;
  if (!token) throw new Error(`GET /tokens listed nothing for ${credentials.email}`);
  return token;
}

/** Reads the ids from the API: the demo business's first membership, its business and category, and the demo consumer's first copy. */
export const loadRouteData = setUpStep(
  'the route ids',
  async function loadRouteData(request: APIRequestContext): Promise<RouteData> {
    const business = await firstOwnToken(request, DEMO.business);
    const owned = await firstOwnToken(request, DEMO.consumer);
    if (!business.profile.category) throw new Error(`membership ${business.id} has no category`);
    return {
      membershipId: business.id,
      businessId: business.business.id,
      categoryId: business.profile.category.id,
      ownedCopyId: owned.id,
    };
  },
);
