import { describe, expect, it } from 'vitest';
import { checkGraph, type PackageImports } from './check-graph.ts';
import type { Manifest } from './workspace.ts';

const root = '/repo/';
const pkg = (name: string, manifest: Partial<Manifest>, imports: [file: string, specifier: string][]) => ({
  pkg: { name, dir: `${root}packages/${name}/`, manifest: { name: `@keyclub/${name}`, ...manifest } },
  imports: imports.map(([file, specifier]) => ({ file: `${root}packages/${name}/${file}`, specifier })),
});

describe('checkGraph', () => {
  const graph: PackageImports[] = [
    pkg('domain', { exports: { '.': './src/index.ts' } }, []),
    pkg(
      'ui-kit',
      { exports: { '.': './src/index.ts' }, dependencies: { '@keyclub/domain': 'workspace:*' } },
      [
        ['src/a.ts', '@keyclub/domain'],
        ['src/b.ts', 'react'],
      ],
    ),
    pkg(
      'auth',
      {
        dependencies: { '@keyclub/domain': 'workspace:*', '@keyclub/ui-kit': 'workspace:*' },
        devDependencies: { '@keyclub/chain': 'workspace:*' },
      },
      [
        ['src/login.tsx', '@keyclub/ui-kit'],
        ['src/paths.ts', '@keyclub/domain/paths'],
        ['src/oops.ts', '@keyclub/memberships'],
        ['vitest.config.ts', '../ui-kit/vitest.dom.ts'],
        ['src/own.ts', './own-file.ts'],
      ],
    ),
    pkg('memberships', { exports: { './business': './src/business.ts' } }, []),
  ];
  const allowed = {
    domain: [],
    'ui-kit': ['domain'],
    auth: ['domain', 'ui-kit'],
    memberships: [],
    chain: [],
  };

  it('reports each kind of problem with the file that causes it', () => {
    expect(checkGraph(graph, allowed, root)).toEqual({
      unlisted: ['chain: in the table, but no such package'],
      illegal: ['packages/auth/src/oops.ts imports @keyclub/memberships: auth may import domain, ui-kit'],
      undeclared: [
        'packages/auth/src/oops.ts imports @keyclub/memberships: not declared in auth/package.json',
      ],
      unused: ['auth declares chain and never imports it'],
      unexported: [
        'packages/auth/src/paths.ts imports @keyclub/domain/paths: domain exports .',
        'packages/auth/src/oops.ts imports @keyclub/memberships: memberships exports ./business',
      ],
    });
  });

  it('finds nothing wrong in a graph that keeps the rules', () => {
    const clean = graph.slice(0, 2);
    expect(checkGraph(clean, { domain: [], 'ui-kit': ['domain'] }, root)).toEqual({
      unlisted: [],
      illegal: [],
      undeclared: [],
      unused: [],
      unexported: [],
    });
  });
});
