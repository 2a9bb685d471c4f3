import { describe, expect, it } from 'vitest';
import { readPage } from './page-param.ts';

describe('readPage', () => {
  it('reads a page number from its param, and page 1 for anything else', () => {
    expect(readPage(new URLSearchParams('page=4'))).toBe(4);
    expect(readPage(new URLSearchParams('page=-2'))).toBe(1);
    expect(readPage(new URLSearchParams('page=x'))).toBe(1);
    expect(readPage(new URLSearchParams(''))).toBe(1);
    expect(readPage(new URLSearchParams('page=2&resale_page=3'), 'resale_page')).toBe(3);
  });
});
