import { describe, expect, it } from 'vitest';
import { pageRange } from './page-range.ts';

describe('pageRange', () => {
  it('shows every page up to 7', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the current page with its neighbours, with gaps between', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(pageRange(5, 20)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 20]);
    expect(pageRange(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(pageRange(17, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(pageRange(20, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pageRange(5, 8)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8]);
    expect(pageRange(4, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
  });
});
