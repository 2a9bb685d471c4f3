import type { MarketplaceQuery } from '@keyclub/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { PageQuery } from './read-options.ts';

type OwnTokensQuery = PageQuery & { title?: string | undefined };
type MembersQuery = PageQuery & { search?: string | undefined };

/**
 * Every query key of the web apps, by resource. Each key starts with its resource's prefix, so a
 * write makes a whole resource stale at once (`queryKeys.tokens.all`).
 */
export const queryKeys = {
  announcements: {
    all: ['announcements'] as const,
    /** One page of GET /announcements (the caller's role decides what it holds). */
    page: (query: PageQuery) => ['announcements', 'page', query] as const,
    /** The bell's menu: GET /announcements?is_quick_notification=true. */
    quick: ['announcements', 'quick'] as const,
    /** The bell's badge: GET /announcements/unread. */
    unread: ['announcements', 'unread'] as const,
    detail: (id: number) => ['announcements', 'detail', id] as const,
    /** The people a send about one membership would reach: GET /announcements/holders. */
    holders: (tokenProfileId: number) => ['announcements', 'holders', tokenProfileId] as const,
  },
  activations: {
    all: ['activations'] as const,
    /** One membership card by activation id (GET /tokens/{id}/activate). */
    card: (activationId: number) => ['activations', 'card', activationId] as const,
    /** One page of a copy's activations (GET /tokens/{id}/activations). */
    list: (tokenId: number, query: PageQuery) => ['activations', 'list', tokenId, query] as const,
  },
  availability: (field: string, value: string) => ['auth', 'check-availability', field, value] as const,
  me: ['auth', 'me'] as const,
  /** One page of GET /members (the business's holders), by search. */
  members: (query: MembersQuery) => ['members', query] as const,
  businesses: {
    all: ['businesses'] as const,
    page: (id: number) => ['businesses', id] as const,
  },
  categories: ['categories'] as const,
  payouts: {
    /** GET /payouts: the payout account's state and the card balance. */
    summary: ['payouts', 'summary'] as const,
    /** One page of GET /payouts/earnings. */
    earnings: (query: PageQuery) => ['payouts', 'earnings', query] as const,
  },
  marketplace: {
    all: ['market-place'] as const,
    /** One page of GET /market-place: recently listed, featured, recommended, a category, a search. */
    page: (request: Partial<MarketplaceQuery>) => ['market-place', request] as const,
  },
  operator: {
    all: ['operator'] as const,
    /** GET /operator/curation: the three hand-made lists. */
    curation: ['operator', 'curation'] as const,
    /** One page of GET /operator/audit. */
    audit: (query: PageQuery) => ['operator', 'audit', query] as const,
    /** GET /operator/suspensions: what is suspended now. */
    suspensions: ['operator', 'suspensions'] as const,
    /** One page of GET /operator/purchases/attention. */
    attention: (query: PageQuery) => ['operator', 'purchases', 'attention', query] as const,
    /** GET /operator/purchases/{id}: one purchase and its history. */
    purchase: (id: number) => ['operator', 'purchases', id] as const,
    /** One page of GET /operator/disputes. */
    disputes: (query: PageQuery) => ['operator', 'disputes', query] as const,
  },
  purchases: {
    /** The confirmation of one card checkout session (POST /tokens/{id}/purchase?stripe=true). */
    card: (id: number, sessionId: string) => ['purchases', 'card', id, sessionId] as const,
  },
  usdToEth: ['references', 'usd', 'prices', 'eth'] as const,
  tokens: {
    all: ['tokens'] as const,
    /** A business's own memberships (GET /tokens as BUSINESS). */
    own: (query: PageQuery) => ['tokens', 'own', query] as const,
    /** The memberships a customer owns (GET /tokens as CONSUMER). */
    owned: (query: OwnTokensQuery) => ['tokens', 'owned', query] as const,
    detail: (id: number) => ['tokens', 'detail', id] as const,
    /** The detail with the meta of one viewer (null: logged out); under `detail(id)`. */
    detailFor: (id: number, viewerId: number | null) => ['tokens', 'detail', id, { viewerId }] as const,
    /** What listing the owner's copy would ask and cost (GET /tokens/{id}/sell). */
    sellTerms: (id: number) => ['tokens', 'sell', id] as const,
  },
  wallets: {
    all: ['wallet'] as const,
    /** GET /wallet/{id}: one user's verified addresses. */
    list: (userId: number) => ['wallet', userId] as const,
  },
};

/**
 * What each write makes stale, in one table: when a screen shows old data after a save, the fix is
 * a line here. The keys are prefixes: every query under them refetches.
 */
export const staleAfter = {
  /**
   * Saving, publishing, archiving or reading an announcement changes its lists, its statistics, the
   * bell's menu and badge.
   */
  announcementWrite: (): QueryKey[] => [queryKeys.announcements.all],
  /** A membership shows in every token list and detail, on its business's page and in the marketplace. */
  tokenSave: (): QueryKey[] => [queryKeys.tokens.all, queryKeys.businesses.all, queryKeys.marketplace.all],
  /**
   * A purchase adds a copy to the buyer's memberships, changes the source's stock or listing (every
   * detail and list that shows it) and the business page's memberships.
   */
  purchase: (): QueryKey[] => [queryKeys.tokens.all, queryKeys.businesses.all, queryKeys.marketplace.all],
  /**
   * A listing or its withdrawal changes the copy (its detail, the owner's list, its sell terms) and the
   * marketplace's resale listings.
   */
  listing: (): QueryKey[] => [queryKeys.tokens.all, queryKeys.marketplace.all],
  /** The public business page shows the same profile. */
  businessProfileUpdate: (businessId: number): QueryKey[] => [queryKeys.businesses.page(businessId)],
  /**
   * A new card or an activation changes the copy's cards and its last activation (the dashboard's
   * Activated chip and the owned detail).
   */
  activation: (): QueryKey[] => [queryKeys.activations.all, queryKeys.tokens.all],
  /** An imported key is a new or moved copy: the owner's lists and the membership's stock. */
  tokenImport: (): QueryKey[] => [queryKeys.tokens.all, queryKeys.businesses.all, queryKeys.marketplace.all],
  /**
   * A curation change reorders the marketplace's flag lists (the console's preview shows them) and
   * adds a row to the audit log.
   */
  curation: (): QueryKey[] => [queryKeys.operator.all, queryKeys.marketplace.all],
  /**
   * A suspension or restore takes memberships off the marketplace (or puts them back), and their
   * business pages and details, and adds a row to the audit log.
   */
  suspension: (): QueryKey[] => [
    queryKeys.operator.all,
    queryKeys.marketplace.all,
    queryKeys.businesses.all,
    queryKeys.tokens.all,
  ],
  /** A retry or refund changes the purchase, the list of those needing a hand and the audit log. */
  operatorPurchase: (): QueryKey[] => [queryKeys.operator.all],
  /** A reminder's sign-off link changed the user's settings (when the viewer is that user). */
  expiryRemindersOff: (): QueryKey[] => [queryKeys.me],
};

/** Refetches (or marks stale, when unused) every query under the given keys. */
export async function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
