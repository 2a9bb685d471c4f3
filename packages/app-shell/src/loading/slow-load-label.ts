import type { QueryKey } from '@tanstack/react-query';

/** What a read is about, by its query key's first part (api-client's queryKeys), said to the user. */
const SUBJECTS: Record<string, string> = {
  tokens: 'memberships',
  'market-place': 'the marketplace',
  announcements: 'announcements',
  activations: 'the membership card',
  businesses: 'the business page',
  categories: 'categories',
  payouts: 'payouts',
  purchases: 'the payment',
  auth: 'your account',
  wallet: 'your wallets',
  references: 'prices',
};

/** The subject of the slowest first load, for "Still loading …". */
export const slowLoadSubject = (queryKey: QueryKey | undefined): string =>
  SUBJECTS[String(queryKey?.[0])] ?? 'the page';
