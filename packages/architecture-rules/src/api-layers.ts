import { dirname, relative, resolve } from 'node:path';
import type { ImportSite } from './imports.ts';

/** Where a file of apps/api/src sits: a module, the kernel below every module, or the composition above. */
export type ApiLayer =
  | { kind: 'module'; name: string }
  | { kind: 'kernel'; name: string }
  | { kind: 'composition'; name: string }
  | { kind: 'unplaced'; name: string };

export interface ApiLayout {
  /** Folders and root files of apps/api/src below every module. */
  kernel: readonly string[];
  /** Folders and root files above the modules, which compose them (and tests of the whole app). */
  composition: readonly string[];
}

const isTest = (file: string) => file.endsWith('.test.ts');
/** Modules reach the chain through the chain port (adapters/chain), never through this entry. */
const CHAIN_NODE_ENTRY = '@keyclub/chain/node';

/** The layer of a path relative to apps/api/src (`modules/auth/login.ts`, `http/errors.ts`). */
export function apiLayerOf(file: string, layout: ApiLayout): ApiLayer {
  const module = /^modules\/([^/]+)\//.exec(file)?.[1];
  if (module) return { kind: 'module', name: module };
  const top = file.split('/')[0] ?? file;
  if (layout.kernel.includes(top)) return { kind: 'kernel', name: top };
  // A test at the root runs the whole app, as the composition does.
  if (layout.composition.includes(top) || (top === file && isTest(file)))
    return { kind: 'composition', name: top };
  return { kind: 'unplaced', name: top };
}

/** For each module, the modules it uses. */
export type ModuleEdges = Record<string, readonly string[]>;

export interface ApiLayerProblems {
  /** Files in no layer the layout names. */
  unplaced: string[];
  /** Imports of a module from the kernel. */
  kernelToModule: string[];
  /** Imports of `testing/` from a file that is not a test or test helper. */
  testingInProduction: string[];
  /** Imports of the chain's node entry (RPC clients, the dev node) from a module's production code. */
  chainBesidePort: string[];
  /** Module-to-module edges, as found in the imports (each sorted). */
  moduleEdges: ModuleEdges;
}

/** Checks the relative imports of apps/api/src (`root`) against the layout. */
export function checkApiLayers(root: string, sites: ImportSite[], layout: ApiLayout): ApiLayerProblems {
  const unplaced = new Set<string>();
  const kernelToModule: string[] = [];
  const testingInProduction: string[] = [];
  const chainBesidePort: string[] = [];
  const edges = new Map<string, Set<string>>();
  for (const site of sites) {
    const from = relative(root, site.file);
    const fromLayer = apiLayerOf(from, layout);
    if (fromLayer.kind === 'unplaced') unplaced.add(from);
    if (fromLayer.kind === 'module' && !isTest(from) && site.specifier === CHAIN_NODE_ENTRY)
      chainBesidePort.push(`${from} imports ${site.specifier}`);
    if (!site.specifier.startsWith('.')) continue;
    const to = relative(root, resolve(dirname(site.file), site.specifier));
    if (to.startsWith('..')) continue;
    const toLayer = apiLayerOf(to, layout);
    const where = `${from} imports ${to}`;
    if (fromLayer.kind === 'kernel' && toLayer.kind === 'module') kernelToModule.push(where);
    const testHelper = isTest(from) || from.startsWith('testing/');
    if (to.startsWith('testing/') && !testHelper) testingInProduction.push(where);
    if (fromLayer.kind === 'module' && toLayer.kind === 'module' && fromLayer.name !== toLayer.name) {
      const targets = edges.get(fromLayer.name) ?? new Set<string>();
      targets.add(toLayer.name);
      edges.set(fromLayer.name, targets);
    }
  }
  const moduleEdges = Object.fromEntries(
    [...edges].sort(([a], [b]) => a.localeCompare(b)).map(([name, targets]) => [name, [...targets].sort()]),
  );
  return {
    unplaced: [...unplaced].sort(),
    kernelToModule,
    testingInProduction,
    chainBesidePort,
    moduleEdges,
  };
}
