import { describe, expect, it } from 'vitest';
import { messagesOf } from '../testing/issues.ts';
import { pageQuerySchema, recordIdSchema } from './request-numbers.ts';

describe('recordIdSchema', () => {
  it('reads ids from 1 to 2147483647 written in a path', () => {
    expect(recordIdSchema.parse('1')).toBe(1);
    expect(recordIdSchema.parse('2147483647')).toBe(2_147_483_647);
  });

  it.each(['0', '-1', '1.5', 'abc', '2147483648', '3000000000', '1e20'])('refuses %s', (id) => {
    expect(messagesOf(recordIdSchema, id)).toEqual([
      'The id must be a whole number from 1 to 2,147,483,647.',
    ]);
  });
});

describe('pageQuerySchema', () => {
  const query = pageQuerySchema({ maxLimit: 50, defaultLimit: 12 });

  it('defaults to the first page at the default size', () => {
    expect(query.parse({})).toEqual({ page: 1, limit: 12 });
  });

  it('refuses pages beyond the integer range and limits beyond the list maximum', () => {
    expect(messagesOf(query, { page: '3000000000' })).toEqual([
      'Page must be a whole number from 1 to 2,147,483,647.',
    ]);
    expect(messagesOf(query, { limit: '51' })).toEqual(['Limit must be a whole number from 1 to 50.']);
  });
});
