import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AllowedImports, checkGraph } from './check-graph.ts';
import { importsOfPackage } from './imports.ts';
import { repoRoot, workspacePackages } from './workspace.ts';

/**
 * The rules of direction (docs/architecture.md): for each workspace package, the workspace
 * packages it may import. Layers from the bottom: domain; app-state, api-client, chain; ui-kit;
 * app-shell; auth; the features (which never import auth); the apps. The doc's table must say the
 * same (tested below).
 */
const LAYERS: AllowedImports = {
  domain: [],
  'app-state': ['domain'],
  'api-client': ['domain'],
  chain: ['domain'],
  'ui-kit': ['domain'],
  'app-shell': ['domain', 'app-state', 'api-client', 'ui-kit'],
  auth: ['domain', 'app-state', 'api-client', 'ui-kit', 'app-shell'],
  memberships: ['domain', 'app-state', 'api-client', 'ui-kit', 'app-shell'],
  announcements: ['domain', 'app-state', 'api-client', 'ui-kit'],
  payouts: ['domain', 'app-state', 'api-client', 'ui-kit', 'app-shell'],
  operator: ['domain', 'api-client', 'ui-kit', 'app-shell'],
  wallet: ['domain', 'app-state', 'api-client', 'ui-kit', 'chain'],
  checkout: ['domain', 'app-state', 'api-client', 'ui-kit', 'app-shell', 'wallet'],
  business: ['domain', 'ui-kit', 'app-shell', 'auth', 'memberships', 'announcements', 'payouts', 'operator'],
  consumer: [
    'domain',
    'ui-kit',
    'app-shell',
    'auth',
    'memberships',
    'announcements',
    'checkout',
    'wallet',
    'payouts',
  ],
  api: ['domain', 'chain'],
  e2e: ['domain', 'chain'],
  'floor-app': ['ui-kit'],
  'architecture-rules': [],
  'vitest-config': [],
};

/** Test settings below every layer (docs/architecture.md): any package's vitest config may use them. */
const TEST_TOOLING = ['vitest-config'];

const ALLOWED: AllowedImports = Object.fromEntries(
  Object.entries(LAYERS).map(([name, imports]) => [
    name,
    TEST_TOOLING.includes(name) ? imports : [...imports, ...TEST_TOOLING],
  ]),
);

const names = (text: string) => [...text.matchAll(/`([a-z0-9-]+)`/g)].map((match) => match[1] ?? '');

/**
 * The doc's table (`| \`auth\` | \`domain\`, \`ui-kit\` |` rows of the "Rules of direction" section)
 * and its sentence naming the test tooling every package may import.
 */
function documented() {
  const doc = readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8');
  const section = doc.split('\n## Rules of direction\n')[1]?.split('\n## ')[0] ?? '';
  const table: Record<string, string[]> = {};
  for (const [, name = '', imports = ''] of section.matchAll(/^\| `([a-z0-9-]+)` +\| (.+?) +\|$/gm))
    table[name] = names(imports);
  const tooling = names(/Every package may also import ([^:]*):/.exec(section)?.[1] ?? '');
  return { table, tooling };
}

const sorted = (table: AllowedImports) =>
  Object.fromEntries(Object.entries(table).map(([name, imports]) => [name, [...imports].sort()]));

describe('the rules of direction', () => {
  const graph = workspacePackages().map((pkg) => ({ pkg, imports: importsOfPackage(pkg.dir) }));
  const problems = checkGraph(graph, ALLOWED, repoRoot);

  it('name every workspace package, as docs/architecture.md does', () => {
    expect(problems.unlisted).toEqual([]);
    expect(sorted(documented().table)).toEqual(sorted(LAYERS));
    expect(documented().tooling).toEqual(TEST_TOOLING);
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
