import type { Category, Token } from '@keyclub/domain';

/** The categories this business has memberships in (the API counts them), in display order. */
export const usedCategories = (categories: readonly Category[]): Category[] =>
  categories.filter((category) => (category.count ?? 0) > 0);

/** The memberships of one category, or all of them when none is chosen. */
export const tokensInCategory = (tokens: readonly Token[], categoryId: number | null): Token[] =>
  categoryId === null ? [...tokens] : tokens.filter((token) => token.profile.category.id === categoryId);
