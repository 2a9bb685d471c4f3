import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { businessPageQueryOptions } from './businesses/business-page.ts';
import { categoriesQueryOptions } from './categories/categories.ts';
import { marketplaceQueryOptions } from './marketplace/market-place.ts';
import { meQueryOptions } from './me/me.ts';
import { activationQueryOptions, activationsQueryOptions } from './ownership/activations.ts';
import { invalidate, staleAfter } from './query-keys.ts';
import { sellTermsQueryOptions } from './tokens/sell-terms.ts';
import { tokenDetailQueryOptions, tokenQueryOptions } from './tokens/token-detail.ts';
import { ownedTokensQueryOptions, ownTokensQueryOptions } from './tokens/token-list.ts';

/** A cache holding one answer for each read, none of them stale. */
function filledCache() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  const reads: Record<string, QueryKey> = {
    ownTokens: ownTokensQueryOptions({ page: 1, limit: 12 }).queryKey,
    ownedTokens: ownedTokensQueryOptions({ page: 2, limit: 24 }).queryKey,
    tokenDetail: tokenQueryOptions(7).queryKey,
    tokenDetailForViewer: tokenDetailQueryOptions(7, 5).queryKey,
    sellTerms: sellTermsQueryOptions(7).queryKey,
    businessPage4: businessPageQueryOptions(4).queryKey,
    businessPage5: businessPageQueryOptions(5).queryKey,
    categories: categoriesQueryOptions().queryKey,
    recentlyListed: marketplaceQueryOptions({ page: 1, limit: 12 }).queryKey,
    search: marketplaceQueryOptions({ title: 'velvet', page: 2, limit: 12 }).queryKey,
    me: meQueryOptions().queryKey,
    card: activationQueryOptions(9).queryKey,
    cards: activationsQueryOptions(7, { page: 1, limit: 12 }).queryKey,
  };
  for (const key of Object.values(reads)) queryClient.setQueryData(key, {});
  const stale = () =>
    Object.entries(reads)
      .filter(([, queryKey]) => queryClient.getQueryState(queryKey)?.isInvalidated)
      .map(([name]) => name);
  return { queryClient, stale };
}

describe('staleAfter', () => {
  it('a saved membership makes every token read, business page and marketplace page stale, nothing else', async () => {
    const { queryClient, stale } = filledCache();
    await invalidate(queryClient, staleAfter.tokenSave());
    expect(stale()).toEqual([
      'ownTokens',
      'ownedTokens',
      'tokenDetail',
      'tokenDetailForViewer',
      'sellTerms',
      'businessPage4',
      'businessPage5',
      'recentlyListed',
      'search',
    ]);
  });

  it("a purchase makes the buyer's memberships, every detail, business page and marketplace page stale", async () => {
    const { queryClient, stale } = filledCache();
    await invalidate(queryClient, staleAfter.purchase());
    expect(stale()).toEqual([
      'ownTokens',
      'ownedTokens',
      'tokenDetail',
      'tokenDetailForViewer',
      'sellTerms',
      'businessPage4',
      'businessPage5',
      'recentlyListed',
      'search',
    ]);
  });

  it('a listing makes every token read, its sell terms and the marketplace stale, not the business pages', async () => {
    const { queryClient, stale } = filledCache();
    await invalidate(queryClient, staleAfter.listing());
    expect(stale()).toEqual([
      'ownTokens',
      'ownedTokens',
      'tokenDetail',
      'tokenDetailForViewer',
      'sellTerms',
      'recentlyListed',
      'search',
    ]);
  });

  it('a new card or an activation makes the cards and every token read stale, nothing else', async () => {
    const { queryClient, stale } = filledCache();
    await invalidate(queryClient, staleAfter.activation());
    expect(stale()).toEqual([
      'ownTokens',
      'ownedTokens',
      'tokenDetail',
      'tokenDetailForViewer',
      'sellTerms',
      'card',
      'cards',
    ]);
  });

  it('an imported key makes token reads, business pages and marketplace pages stale, not the cards', async () => {
    const { queryClient, stale } = filledCache();
    await invalidate(queryClient, staleAfter.tokenImport());
    expect(stale()).toEqual([
      'ownTokens',
      'ownedTokens',
      'tokenDetail',
      'tokenDetailForViewer',
      'sellTerms',
      'businessPage4',
      'businessPage5',
      'recentlyListed',
      'search',
    ]);
  });

  it('a saved business profile makes only that business page stale', async () => {
    const { queryClient, stale } = filledCache();
    await invalidate(queryClient, staleAfter.businessProfileUpdate(4));
    expect(stale()).toEqual(['businessPage4']);
  });
});
