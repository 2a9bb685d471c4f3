import { describe, expect, it } from 'vitest';
import { readPage, readPageSize } from './page-param.ts';

describe('readPage', () => {
  it('reads a page number from its param, and page 1 for anything else', () => {
    expect(readPage(new URLSearchParams('page=4'))).toBe(4);
    expect(readPage(new URLSearchParams('page=-2'))).toBe(1);
    expect(readPage(new URLSearchParams('page=x'))).toBe(1);
    expect(readPage(new URLSearchParams(''))).toBe(1);
    expect(readPage(new URLSearchParams('page=2&resale_page=3'), 'resale_page')).toBe(3);
  });
});

describe('readPageSize', () => {
  it.each([
    ['limit=24', 24],
    ['limit=6', 6],
    ['', 12],
    ['limit=1000', 12],
    ['limit=x', 12],
  ])('reads "%s" as %i a page: one of the Per page options, else 12', (query, size) => {
    expect(readPageSize(new URLSearchParams(query))).toBe(size);
  });

  it('reads a second list by its own param', () => {
    expect(readPageSize(new URLSearchParams('limit=6&resale_limit=24'), 'resale_limit')).toBe(24);
  });
});
