import type { APIRequestContext } from '@playwright/test';
import { createVerifiedUser } from './accounts.ts';
import { buyByCard } from './card-purchase.ts';
import { createMembership } from './memberships.ts';
import { apiUrl } from './ports.ts';

/**
 * A new business's membership (price 10, royalty 5) and a new customer's copy of it, bought by card:
 * what a resale spec starts from (with the business, whose staff scan it). The customer has no payout account yet (a listing needs one).
 */
export async function ownedCopyByCard(request: APIRequestContext, titlePrefix: string) {
  const business = await createVerifiedUser(request, 'BUSINESS');
  const categories = (await (await request.get(`${apiUrl}/categories`)).json()) as { data: { id: number }[] };
  const title = `${titlePrefix} ${Date.now().toString(36)}`;
  const membershipId = await createMembership(request, business.accessToken, {
    title,
    categoryId: categories.data[0]?.id ?? 1,
    price: '10.00',
    royalty: '5',
  });
  const seller = await createVerifiedUser(request, 'CONSUMER');
  const copyId = await buyByCard(request, seller.accessToken, membershipId);
  return { title, seller, copyId, business };
}
