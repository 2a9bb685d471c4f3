import { describe, expect, it } from 'vitest';
import { pageQueryParams, readPageQuery } from './page-query.ts';

describe('page query', () => {
  it('reads page and an allowed size from the URL', () => {
    expect(readPageQuery(new URLSearchParams('page=3&limit=24'))).toEqual({ page: 3, pageSize: 24 });
  });

  it('falls back to page 1 and 12 per page for missing or disallowed values', () => {
    expect(readPageQuery(new URLSearchParams(''))).toEqual({ page: 1, pageSize: 12 });
    expect(readPageQuery(new URLSearchParams('page=0&limit=1000'))).toEqual({ page: 1, pageSize: 12 });
    expect(readPageQuery(new URLSearchParams('page=x&limit=7'))).toEqual({ page: 1, pageSize: 12 });
  });

  it('writes only what differs from the defaults', () => {
    expect(pageQueryParams({ page: 1, pageSize: 12 })).toEqual({});
    expect(pageQueryParams({ page: 2, pageSize: 6 })).toEqual({ page: '2', limit: '6' });
  });
});
