import { describe, expect, it } from 'vitest';
import { cyclesOf, type Graph, relativeImportGraphs } from './import-cycles.ts';

const graph = (edges: [string, string][]): Graph => {
  const result: Graph = new Map();
  for (const [from, to] of edges) result.set(from, new Set([...(result.get(from) ?? []), to]));
  return result;
};

describe('cyclesOf', () => {
  it('finds no cycle in a layered graph', () => {
    expect(
      cyclesOf(
        graph([
          ['a', 'b'],
          ['b', 'c'],
          ['a', 'c'],
        ]),
      ),
    ).toEqual([]);
  });

  it('finds a two-node loop, a longer ring and a self-import, each once', () => {
    const cycles = cyclesOf(
      graph([
        ['auth', 'users'],
        ['users', 'auth'],
        ['x', 'y'],
        ['y', 'z'],
        ['z', 'x'],
        ['self', 'self'],
        ['auth', 'files'],
      ]),
    );
    expect(cycles).toEqual(expect.arrayContaining([['auth', 'users'], ['x', 'y', 'z'], ['self']]));
    expect(cycles).toHaveLength(3);
  });
});

describe('relativeImportGraphs', () => {
  it('resolves relative imports and folds them onto units, ignoring packages', () => {
    const root = '/repo/src';
    const { files, units } = relativeImportGraphs(
      root,
      [
        { file: '/repo/src/modules/auth/service.ts', specifier: '../users/lookups.ts' },
        { file: '/repo/src/modules/auth/service.ts', specifier: './codes.ts' },
        { file: '/repo/src/modules/auth/service.ts', specifier: 'drizzle-orm' },
      ],
      (file) => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null,
    );
    expect(files.get('modules/auth/service.ts')).toEqual(
      new Set(['modules/users/lookups.ts', 'modules/auth/codes.ts']),
    );
    expect(units).toEqual(new Map([['auth', new Set(['users'])]]));
  });
});
