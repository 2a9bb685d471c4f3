import { describe, expect, it } from 'vitest';
import { routeIdOf } from './route-id.ts';

describe('routeIdOf', () => {
  it('reads a positive whole id', () => {
    expect(routeIdOf('42')).toBe(42);
  });

  it('answers null for what no row can have as its id', () => {
    for (const id of [undefined, '', 'abc', '0', '-3', '1.5', '1e400', '9007199254740993']) {
      expect(routeIdOf(id)).toBeNull();
    }
  });
});
