import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ApiLayout, checkApiLayers, type ModuleEdges } from './api-layers.ts';
import { importsOfPackage } from './imports.ts';
import { repoRoot } from './workspace.ts';

/**
 * The API's layer order (docs/architecture.md, "Inside the API"): the composition on top, then the
 * modules, then the kernel. The kernel imports no module; `testing/` serves tests only.
 */
const LAYOUT: ApiLayout = {
  kernel: [
    'db',
    'http',
    'adapters',
    'chain-writes',
    'read-models',
    'jobs',
    'throttle',
    'deps.ts',
    'env.ts',
    'env-production-rules.ts',
    'env-weak-secrets.ts',
    'logger.ts',
    'log-safe-error.ts',
  ],
  composition: ['app.ts', 'server.ts', 'create-deps.ts', 'chain-write-kinds.ts', 'seed', 'cli', 'testing'],
};

/** Every module of apps/api/src/modules and, one by one, the modules it uses (tests included). */
const MODULE_EDGES: ModuleEdges = {
  announcements: [],
  auth: ['business-profile', 'files'],
  'business-profile': ['files'],
  businesses: [],
  'card-checkout': ['payouts', 'purchases', 'tokens'],
  categories: [],
  'chain-writes': [],
  'crypto-claims': ['purchases'],
  'dev-outbox': [],
  docs: [],
  files: [],
  health: [],
  insight: [],
  marketplace: [],
  members: [],
  operator: ['auth', 'card-checkout', 'purchases', 'tokens'],
  ownership: ['purchases'],
  payouts: [],
  purchases: ['payouts', 'tokens'],
  references: [],
  reminders: [],
  resale: ['payouts', 'purchases'],
  share: [],
  tokens: ['files'],
  users: ['auth'],
  'wallet-passes': ['ownership'],
  wallets: ['purchases'],
};

/** The doc's kernel sentence and its table of module edges (`| \`users\` | \`auth\` |`). */
function documented() {
  const doc = readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8');
  const section = doc.split('\n## Inside the API\n')[1]?.split('\n## ')[0] ?? '';
  const names = (text: string) => [...text.matchAll(/`([a-z0-9.-]+)`/g)].map((match) => match[1] ?? '');
  const kernel = names(/The kernel \(([^)]*)\)\s+imports no module/.exec(section)?.[1] ?? '');
  const edges: Record<string, string[]> = {};
  for (const [, name = '', uses = ''] of section.matchAll(/^\| `([a-z0-9-]+)` +\| (.+?) +\|$/gm))
    edges[name] = names(uses);
  return { kernel, edges };
}

const root = join(repoRoot, 'apps/api/src');
const modules = readdirSync(join(root, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const withEdges = (table: ModuleEdges) =>
  Object.fromEntries(
    Object.entries(table)
      .filter(([, targets]) => targets.length > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, targets]) => [name, [...targets].sort()]),
  );

describe('the layers of the API', () => {
  const problems = checkApiLayers(root, importsOfPackage(root), LAYOUT);

  it('place every file in the composition, a module or the kernel', () => {
    expect(problems.unplaced).toEqual([]);
  });

  it('keep the kernel below the modules: no kernel file imports a module', () => {
    expect(problems.kernelToModule).toEqual([]);
  });

  it('keep testing/ out of production code', () => {
    expect(problems.testingInProduction).toEqual([]);
  });

  it('let modules reach the chain only through the chain port (no @keyclub/chain/node)', () => {
    expect(problems.chainBesidePort).toEqual([]);
  });

  it('name every module, and the modules each one uses', () => {
    expect(Object.keys(MODULE_EDGES).sort()).toEqual(modules);
    expect(problems.moduleEdges).toEqual(withEdges(MODULE_EDGES));
  });
});

describe('docs/architecture.md', () => {
  it('names the kernel and the module edges of the tables above', () => {
    const doc = documented();
    expect([...doc.kernel].sort()).toEqual([...LAYOUT.kernel].sort());
    expect(withEdges(doc.edges)).toEqual(withEdges(MODULE_EDGES));
    expect(Object.keys(doc.edges).sort()).toEqual(modules);
  });
});
