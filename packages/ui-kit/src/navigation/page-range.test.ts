import { describe, expect, it } from 'vitest';
import { pageRange } from './page-range.ts';

describe('pageRange', () => {
  it('shows every page up to 5', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and the current page, with gaps between', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 'ellipsis', 20]);
    expect(pageRange(3, 20)).toEqual([1, 2, 3, 'ellipsis', 20]);
    expect(pageRange(5, 20)).toEqual([1, 'ellipsis', 5, 'ellipsis', 20]);
    expect(pageRange(10, 20)).toEqual([1, 'ellipsis', 10, 'ellipsis', 20]);
    expect(pageRange(18, 20)).toEqual([1, 'ellipsis', 18, 19, 20]);
    expect(pageRange(20, 20)).toEqual([1, 'ellipsis', 18, 19, 20]);
  });

  it('keeps the three pages next to an end together', () => {
    expect(pageRange(4, 6)).toEqual([1, 'ellipsis', 4, 5, 6]);
    expect(pageRange(3, 6)).toEqual([1, 2, 3, 'ellipsis', 6]);
  });

  it('never shows more than 5 items, so the buttons fit a phone', () => {
    for (let total = 1; total <= 40; total++)
      for (let page = 1; page <= total; page++) expect(pageRange(page, total).length).toBeLessThanOrEqual(5);
  });
});
