import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AllowedImports, checkGraph } from './check-graph.ts';
import { importsOfPackage } from './imports.ts';
import { repoRoot, workspacePackages } from './workspace.ts';

/**
 * The rules of direction (docs/architecture.md): for each workspace package, the workspace
 * packages it may import. Layers from the bottom: domain; app-state, api-client, chain; ui-kit;
 * auth; the features; the apps. The doc's table must say the same (tested below).
 */
const ALLOWED: AllowedImports = {
  domain: [],
  'app-state': ['domain'],
  'api-client': ['domain'],
  chain: ['domain'],
  'ui-kit': ['domain', 'app-state'],
  auth: ['domain', 'app-state', 'api-client', 'ui-kit'],
  memberships: ['domain', 'app-state', 'api-client', 'ui-kit', 'auth'],
  announcements: ['domain', 'app-state', 'api-client', 'ui-kit', 'auth'],
  payouts: ['domain', 'app-state', 'api-client', 'ui-kit', 'auth'],
  operator: ['domain', 'api-client', 'ui-kit'],
  wallet: ['domain', 'app-state', 'api-client', 'ui-kit', 'auth', 'chain'],
  checkout: ['domain', 'app-state', 'api-client', 'ui-kit', 'auth', 'wallet'],
  business: ['domain', 'ui-kit', 'auth', 'memberships', 'announcements', 'payouts', 'operator'],
  consumer: ['domain', 'ui-kit', 'auth', 'memberships', 'announcements', 'checkout', 'wallet', 'payouts'],
  api: ['domain', 'chain'],
  e2e: ['domain', 'chain'],
  'floor-app': ['ui-kit'],
  'architecture-rules': [],
};

/** The doc's table: `| \`auth\` | \`domain\`, \`ui-kit\` |` rows of the "Rules of direction" section. */
function documentedTable(): AllowedImports {
  const doc = readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8');
  const section = doc.split('\n## Rules of direction\n')[1]?.split('\n## ')[0] ?? '';
  const table: Record<string, string[]> = {};
  for (const row of section.matchAll(/^\| `([a-z0-9-]+)` +\| (.+?) +\|$/gm)) {
    const [, name = '', imports = ''] = row;
    table[name] = [...imports.matchAll(/`([a-z0-9-]+)`/g)].map((match) => match[1] ?? '');
  }
  return table;
}

const sorted = (table: AllowedImports) =>
  Object.fromEntries(Object.entries(table).map(([name, imports]) => [name, [...imports].sort()]));

describe('the rules of direction', () => {
  const graph = workspacePackages().map((pkg) => ({ pkg, imports: importsOfPackage(pkg.dir) }));
  const problems = checkGraph(graph, ALLOWED, repoRoot);

  it('name every workspace package, as docs/architecture.md does', () => {
    expect(problems.unlisted).toEqual([]);
    expect(sorted(documentedTable())).toEqual(sorted(ALLOWED));
  });

  it('allow every import between workspace packages', () => {
    expect(problems.illegal).toEqual([]);
  });

  it('find every imported workspace package declared in package.json, and every declared one imported', () => {
    expect(problems.undeclared).toEqual([]);
    expect(problems.unused).toEqual([]);
  });

  it('find every import going through an entry of the exports map', () => {
    expect(problems.unexported).toEqual([]);
  });
});
