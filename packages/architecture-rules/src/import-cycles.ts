import { dirname, relative, resolve } from 'node:path';
import type { ImportSite } from './imports.ts';

export type Graph = Map<string, Set<string>>;

/**
 * Every import cycle of a graph: its strongly connected components of more than one node, and
 * nodes that import themselves (Tarjan's algorithm). Each cycle is listed once, its nodes sorted.
 */
export function cyclesOf(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (node: string) => {
    index.set(node, index.size);
    lowLink.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node) ?? 0, lowLink.get(next) ?? 0));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component.sort());
  };

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * The graph of relative imports between the files under `root` (paths relative to it), and the
 * same graph folded onto units by `unitOf` (a file with no unit is left out).
 */
export function relativeImportGraphs(
  root: string,
  sites: ImportSite[],
  unitOf: (file: string) => string | null,
) {
  const files: Graph = new Map();
  const units: Graph = new Map();
  const add = (graph: Graph, from: string, to: string) => {
    const targets = graph.get(from) ?? new Set<string>();
    targets.add(to);
    graph.set(from, targets);
  };
  for (const { file, specifier } of sites) {
    if (!specifier.startsWith('.')) continue;
    const from = relative(root, file);
    const to = relative(root, resolve(dirname(file), specifier));
    add(files, from, to);
    const fromUnit = unitOf(from);
    const toUnit = unitOf(to);
    if (fromUnit && toUnit && fromUnit !== toUnit) add(units, fromUnit, toUnit);
  }
  return { files, units };
}
