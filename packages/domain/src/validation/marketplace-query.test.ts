import { describe, expect, it } from 'vitest';
import { marketplaceQuerySchema } from './marketplace-query.ts';

describe('marketplaceQuerySchema', () => {
  it('lists parent tokens, page 1 of 12, with no filter by default', () => {
    expect(marketplaceQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 12,
      is_parent: true,
      is_featured: undefined,
      is_recommended: undefined,
      is_hot: undefined,
      category_id: undefined,
      title: undefined,
    });
  });

  it('reads the flags, the category, a trimmed title and the page from query strings', () => {
    expect(
      marketplaceQuerySchema.parse({
        is_parent: 'false',
        is_featured: 'true',
        is_hot: 'false',
        category_id: '4',
        title: '  supper ',
        page: '3',
        limit: '24',
      }),
    ).toMatchObject({
      is_parent: false,
      is_featured: true,
      is_hot: false,
      category_id: 4,
      title: 'supper',
      page: 3,
      limit: 24,
    });
  });

  it('treats a blank title as no search', () => {
    expect(marketplaceQuerySchema.parse({ title: '   ' }).title).toBeUndefined();
  });

  it('refuses a flag that is not true or false, a long search and a limit over 50, with their messages', () => {
    const result = marketplaceQuerySchema.safeParse({
      is_featured: 'yes',
      title: 'x'.repeat(51),
      limit: '51',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['limit', 'Limit must be a whole number from 1 to 50.'],
      ['is_featured', 'is_featured must be true or false.'],
      ['title', 'Search must be at most 50 characters.'],
    ]);
  });
});
