import type { APIRequestContext } from '@playwright/test';
import { asNewClient } from './client-address.ts';
import { apiUrl } from './ports.ts';
import { setUpStep } from './set-up-step.ts';
import { type Credentials, DEMO } from './sign-in.ts';

interface ListedToken {
  id: number;
  parent_id: number | null;
  business: { id: number };
  profile: { category: { id: number; name: string } | null };
}

/** Real ids the seeded demo data offers, for routes that name a record. */
export interface RouteData {
  /** A parent membership on the marketplace (the demo business's). */
  membershipId: number;
  businessId: number;
  categoryId: number;
  /** A copy the demo consumer owns (seeded, its key in custody). */
  ownedCopyId: number;
}

async function loginToken(request: APIRequestContext, credentials: Credentials) {
  const login = await request.post(`${apiUrl}/auth/login`, { headers: asNewClient(), data: credentials });
  if (!login.ok()) throw new Error(`POST /auth/login answered ${login.status()}`);
  return login.headers()['x-access-token'] ?? '';
}

async function firstToken(request: APIRequestContext, path: string, accessToken?: string) {
  const headers = accessToken ? { 'x-access-token': accessToken } : undefined;
  const answer = (await (await request.get(`${apiUrl}${path}`, { headers })).json()) as {
    data: ListedToken[];
  };
  const [token] = answer.data;
  if (!token) throw new Error(`GET ${path} listed nothing`);
  return token;
}

/** Reads the ids from the API: the demo business's first membership, its business and category, and the demo consumer's first copy. */
export const loadRouteData = setUpStep(
  'the route ids',
  async function loadRouteData(request: APIRequestContext): Promise<RouteData> {
    const business = await firstToken(
      request,
      '/tokens?page=1&limit=6',
      await loginToken(request, DEMO.business),
    );
    const owned = await firstToken(
      request,
      '/tokens?page=1&limit=6',
      await loginToken(request, DEMO.consumer),
    );
    if (!business.profile.category) throw new Error(`membership ${business.id} has no category`);
    return {
      membershipId: business.id,
      businessId: business.business.id,
      categoryId: business.profile.category.id,
      ownedCopyId: owned.id,
    };
  },
);
